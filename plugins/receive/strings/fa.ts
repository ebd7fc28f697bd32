import type en from './en.js'

/** Persian strings of the receive plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'دریافت',
  'receive.qr': 'کد QR نشانی شما',
  'receive.address': 'نشانی شما',
  'receive.networks': 'توکن‌ها را در این شبکه‌ها به این نشانی دریافت کنید',
  'receive.networkList': 'شبکه‌هایی که می‌توانند دریافت کنند',
}

export default strings
