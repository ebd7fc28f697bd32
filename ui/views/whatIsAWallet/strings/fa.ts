import type en from './en.js'

/** Persian strings of the "What is a wallet?" view, loaded with `import()` when the locale is `fa`. */
const fa: Record<keyof typeof en, string> = {
  'help.loginTitle': 'یک ورود برای همه برنامه‌ها',
  'help.loginText': 'برنامه‌ها از کیف پول شما می‌پرسند که چه کسی هستید: بدون رمز عبور و فرم ثبت‌نام.',
  'help.keysTitle': 'توکن‌هایتان مال خودتان می‌ماند',
  'help.keysText': 'کیف پول کلیدهای شما را نگه می‌دارد. فقط شما می‌توانید ارسال، دریافت و تأیید کنید.',
  'help.getTitle': 'روی تلفن یا در مرورگر',
  'help.getText': 'یک برنامه کیف پول یا افزونه مرورگر نصب کنید و سپس آن را اینجا وصل کنید.',
  'help.get': 'دریافت کیف پول',
}

export default fa
