import type en from './en.js'

/** Traditional Chinese strings of the receive plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': '接收',
  'receive.qr': '您的地址 QR 碼',
  'receive.address': '您的地址',
  'receive.networks': '在下列網路上透過此地址接收代幣',
  'receive.networkList': '可接收的網路',
}

export default strings
