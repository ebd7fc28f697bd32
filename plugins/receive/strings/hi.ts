import type en from './en.js'

/** Hindi strings of the receive plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'प्राप्त करें',
  'receive.qr': 'आपके पते का QR कोड',
  'receive.address': 'आपका पता',
  'receive.networks': 'इन नेटवर्क पर इस पते पर टोकन प्राप्त करें',
  'receive.networkList': 'प्राप्त कर सकने वाले नेटवर्क',
}

export default strings
