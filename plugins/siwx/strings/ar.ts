import type en from './en.js'

/** Arabic strings of the siwx plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': 'يحتاج {app} إلى الربط بمحفظتك',
  'siwx.text': 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  'siwx.textRequired': 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع اتصالك.',
  'siwx.sign': 'توقيع',
  'siwx.cancel': 'إلغاء',
  'siwx.checking': 'جارٍ التحقق من تسجيل دخولك',
  'siwx.inWallet': 'تابع في محفظتك لتوقيع الرسالة',
}

export default strings
