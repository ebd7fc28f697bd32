import type en from './en.js'

/** Hebrew strings of the Farcaster plugin, loaded with `import()` when the locale is `he`. */
const he: Record<keyof typeof en, string> = {
  'farcaster.scan': 'סרקו בטלפון',
  'farcaster.scanText': 'סרקו את קוד ה-QR הזה באפליקציית Farcaster, או פתחו את הקישור במכשיר שבו היא מותקנת.',
  'farcaster.qr': 'קוד QR להתחברות עם Farcaster',
  'farcaster.preparing': 'מכינים את ההתחברות…',
  'farcaster.copy': 'העתקת הקישור',
  'farcaster.copied': 'הקישור הועתק',
  'farcaster.copyFailed': 'לא ניתן היה להעתיק את הקישור',
  'farcaster.open': 'פתיחת הקישור',
  'farcaster.refused': 'Farcaster לא הצליחה לאמת את ההתחברות הזו: {message}',
  'farcaster.timeout': 'לא התקבלה תשובה להתחברות בזמן. נסו שוב.',
  'farcaster.failed': 'ההתחברות נכשלה: {message}',
  'farcaster.retry': 'נסו שוב',
  'farcaster.connecting': 'מתחברים…',
}

export default he
