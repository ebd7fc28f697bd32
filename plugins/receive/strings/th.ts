import type en from './en.js'

/** Thai strings of the receive plugin, loaded with `import()` when the modal shows `th`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'รับ',
  'receive.qr': 'QR code ของที่อยู่คุณ',
  'receive.address': 'ที่อยู่ของคุณ',
  'receive.networks': 'รับโทเค็นที่ที่อยู่นี้บนเครือข่ายต่อไปนี้',
  'receive.networkList': 'เครือข่ายที่รับได้',
}

export default strings
