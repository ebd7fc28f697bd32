import type en from './en.js'

/** Arabic strings of the "What is a wallet?" view, loaded with `import()` when the locale is `ar`. */
const ar: Record<keyof typeof en, string> = {
  'help.loginTitle': 'تسجيل دخول واحد لكل التطبيقات',
  'help.loginText': 'تسأل التطبيقات محفظتك عن هويتك: بلا كلمة مرور ولا نموذج تسجيل.',
  'help.keysTitle': 'رموزك تبقى ملكك',
  'help.keysText': 'تحفظ المحفظة مفاتيحك. وحدك تستطيع الإرسال والاستلام والموافقة.',
  'help.getTitle': 'على هاتفك أو في متصفحك',
  'help.getText': 'ثبّت تطبيق محفظة أو إضافة متصفح، ثم اربطها هنا.',
  'help.get': 'الحصول على محفظة',
}

export default ar
