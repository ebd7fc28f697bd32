import type en from './en.js'

/** Arabic strings of the onramp plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'اختيار الرمز',
  'title.OnRampFiatSelect': 'اختيار العملة',
  'title.BuyInProgress': 'جارٍ الشراء',
  'onramp.youPay': 'تدفع',
  'onramp.youGet': 'تستلم',
  'onramp.limits': 'بين {min} و{max} {currency} بالبطاقة',
  'onramp.outOfLimits': 'أدخل مبلغًا بين {min} و{max} {currency}',
  'onramp.currency': 'العملة: {currency}',
  'onramp.token': 'الرمز: {symbol}',
  'onramp.quoting': 'جارٍ الحصول على عرض سعر',
  'onramp.estimate': 'تقدير، لم يتمكن المزوّد من تقديم عرض سعر',
  'onramp.providers': 'المزوّدون',
  'onramp.fee': 'الرسوم {range}',
  'onramp.preparing': 'جارٍ التحضير',
  'onramp.unavailable': 'غير متاح',
  'onramp.noProviders': 'الشراء غير متاح على هذه الشبكة',
  'onramp.currencies': 'العملات',
  'onramp.tokens': 'الرموز',
  'onramp.inProgress': 'أكمل عملية الشراء في نافذة {provider}',
  'onramp.waiting': 'في انتظار عملية الشراء',
  'onramp.blocked': 'حظر متصفحك نافذة {provider}.',
  'onramp.openAgain': 'فتح {provider}',
  'onramp.done': 'اشتريت {amount} {symbol}',
  'onramp.doneSnack': 'اكتملت عملية الشراء',
  'onramp.backToAccount': 'العودة إلى الحساب',
}

export default strings
