import type en from './en.js'

/** Turkish strings of the receive plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Al',
  'receive.qr': 'Adresinizin QR kodu',
  'receive.address': 'Adresiniz',
  'receive.networks': 'Bu ağlarda bu adrese token alın',
  'receive.networkList': 'Token alabilen ağlar',
}

export default strings
