import type en from './en.js'

/** Persian strings of the Farcaster plugin, loaded with `import()` when the locale is `fa`. */
const fa: Record<keyof typeof en, string> = {
  'farcaster.scan': 'با تلفن خود اسکن کنید',
  'farcaster.scanText': 'این کد QR را با برنامه Farcaster اسکن کنید، یا پیوند را در دستگاهی که آن را دارد باز کنید.',
  'farcaster.qr': 'کد QR برای ورود با Farcaster',
  'farcaster.preparing': 'در حال آماده‌سازی ورود…',
  'farcaster.copy': 'کپی پیوند',
  'farcaster.copied': 'پیوند کپی شد',
  'farcaster.copyFailed': 'پیوند کپی نشد',
  'farcaster.open': 'باز کردن پیوند',
  'farcaster.refused': 'Farcaster نتوانست این ورود را تأیید کند: {message}',
  'farcaster.timeout': 'به ورود به‌موقع پاسخ داده نشد. دوباره تلاش کنید.',
  'farcaster.failed': 'ورود ناموفق بود: {message}',
  'farcaster.retry': 'تلاش دوباره',
  'farcaster.connecting': 'در حال ورود…',
}

export default fa
