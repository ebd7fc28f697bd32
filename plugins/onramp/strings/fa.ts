import type en from './en.js'

/** Persian strings of the onramp plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'انتخاب توکن',
  'title.OnRampFiatSelect': 'انتخاب ارز',
  'title.BuyInProgress': 'در حال خرید',
  'onramp.youPay': 'پرداخت می‌کنید',
  'onramp.youGet': 'دریافت می‌کنید',
  'onramp.limits': 'بین {min} تا {max} {currency} با کارت',
  'onramp.outOfLimits': 'مبلغی بین {min} تا {max} {currency} وارد کنید',
  'onramp.currency': 'ارز: {currency}',
  'onramp.token': 'توکن: {symbol}',
  'onramp.quoting': 'در حال دریافت قیمت',
  'onramp.estimate': 'تخمینی است؛ ارائه‌دهنده نتوانست قیمت بدهد',
  'onramp.providers': 'ارائه‌دهندگان',
  'onramp.fee': 'کارمزد {range}',
  'onramp.preparing': 'در حال آماده‌سازی',
  'onramp.unavailable': 'در دسترس نیست',
  'onramp.noProviders': 'خرید در این شبکه در دسترس نیست',
  'onramp.currencies': 'ارزها',
  'onramp.tokens': 'توکن‌ها',
  'onramp.inProgress': 'خرید خود را در پنجره {provider} کامل کنید',
  'onramp.waiting': 'در انتظار خرید شما',
  'onramp.blocked': 'مرورگر شما پنجره {provider} را مسدود کرد.',
  'onramp.openAgain': 'باز کردن {provider}',
  'onramp.done': '{amount} {symbol} خریدید',
  'onramp.doneSnack': 'خرید کامل شد',
  'onramp.backToAccount': 'بازگشت به حساب',
}

export default strings
