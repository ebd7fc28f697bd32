import type en from './en.js'

/** Arabic strings of the Farcaster plugin, loaded with `import()` when the locale is `ar`. */
const ar: Record<keyof typeof en, string> = {
  'farcaster.scan': 'امسح بهاتفك',
  'farcaster.scanText': 'امسح رمز QR هذا بتطبيق Farcaster، أو افتح الرابط على جهاز يحتوي عليه.',
  'farcaster.qr': 'رمز QR لتسجيل الدخول عبر Farcaster',
  'farcaster.preparing': 'جارٍ تجهيز تسجيل الدخول…',
  'farcaster.copy': 'نسخ الرابط',
  'farcaster.copied': 'تم نسخ الرابط',
  'farcaster.copyFailed': 'تعذّر نسخ الرابط',
  'farcaster.open': 'فتح الرابط',
  'farcaster.refused': 'تعذّر على Farcaster التحقق من تسجيل الدخول هذا: {message}',
  'farcaster.timeout': 'لم تتم الإجابة على تسجيل الدخول في الوقت المحدد. حاول مرة أخرى.',
  'farcaster.failed': 'فشل تسجيل الدخول: {message}',
  'farcaster.retry': 'حاول مرة أخرى',
  'farcaster.connecting': 'جارٍ تسجيل دخولك…',
}

export default ar
