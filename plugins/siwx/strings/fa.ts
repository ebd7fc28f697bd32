import type en from './en.js'

/** Persian strings of the siwx plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} باید به کیف پول شما متصل شود',
  'siwx.text': 'این پیام را امضا کنید تا ثابت شود این کیف پول متعلق به شماست و ادامه دهید.',
  'siwx.textRequired': 'این پیام را امضا کنید تا ثابت شود این کیف پول متعلق به شماست و ادامه دهید. با لغو، اتصال شما قطع می‌شود.',
  'siwx.sign': 'امضا',
  'siwx.cancel': 'لغو',
  'siwx.checking': 'در حال بررسی ورود شما',
  'siwx.inWallet': 'برای امضای پیام در کیف پول خود ادامه دهید',
}

export default strings
