import type en from './en.js'

/** Persian strings of the socials plugin, loaded with `import()` when the locale is `fa`. */
const fa: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'ورود اجتماعی',
  'social.label': 'ورود اجتماعی',
  'social.continueWith': 'ادامه با {provider}',
  'social.more': 'روش‌های ورود اجتماعی بیشتر',
  'social.list': 'روش‌های ورود اجتماعی',
  'social.waiting': 'در پنجره {provider} ادامه دهید',
  'social.waitingNote': 'آنجا وارد شوید و اجازه دسترسی بدهید؛ این پنجره خودش ادامه می‌دهد.',
  'social.connecting': 'در حال ورود…',
  'social.closed': 'پنجره {provider} پیش از پایان ورود بسته شد.',
  'social.blocked': 'مرورگر پنجره {provider} را مسدود کرد. پنجره‌های بازشو را برای این سایت مجاز کنید و دوباره امتحان کنید.',
  'social.denied': 'به {provider} اجازه اشتراک حساب را ندادید، بنابراین وارد نشدید.',
  'social.providerError': '{provider} نتوانست شما را وارد کند: {message}',
  'social.timeout': 'پاسخ ورود بیش از حد طول کشید. بعداً دوباره امتحان کنید.',
  'social.failed': 'ورود ناموفق بود: {message}',
  'social.retry': 'تلاش دوباره',
}

export default fa
