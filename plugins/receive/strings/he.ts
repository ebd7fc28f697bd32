import type en from './en.js'

/** Hebrew strings of the receive plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletReceive': 'קבלה',
  'receive.qr': 'קוד QR של הכתובת שלך',
  'receive.address': 'הכתובת שלך',
  'receive.networks': 'אפשר לקבל טוקנים לכתובת הזו ברשתות האלה',
  'receive.networkList': 'רשתות שיכולות לקבל',
}

export default strings
