import type en from './en.js'

/** Filipino strings of the receive plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'Tumanggap',
  'receive.qr': 'QR code ng iyong address',
  'receive.address': 'Iyong address',
  'receive.networks': 'Tumanggap ng mga token sa address na ito sa mga network na ito',
  'receive.networkList': 'Mga network na puwedeng tumanggap',
}

export default strings
