import type en from './en.js'

/** Hebrew strings of the walletconnect plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'חיבור ארנק',
  'title.ConnectingWalletConnectBasic': 'חיבור ארנק',
  'walletConnect.scan': 'יש לסרוק את קוד ה-QR בטלפון',
  'walletConnect.qr': 'קוד QR לסריקה בטלפון',
  'walletConnect.preparing': 'החיבור בהכנה',
  'walletConnect.copy': 'העתקת הקישור',
  'walletConnect.copied': 'הקישור הועתק',
  'walletConnect.copyFailed': 'לא ניתן היה להעתיק את הקישור',
  'walletConnect.openBrowser': 'פתיחה בדפדפן',
}

export default strings
