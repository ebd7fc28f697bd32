import type en from './en.js'

/** Hebrew strings of the onramp plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'בחירת טוקן',
  'title.OnRampFiatSelect': 'בחירת מטבע',
  'title.BuyInProgress': 'הקנייה מתבצעת',
  'onramp.youPay': 'משלמים',
  'onramp.youGet': 'מקבלים',
  'onramp.limits': 'בין {min} ל-{max} {currency} בכרטיס',
  'onramp.outOfLimits': 'יש להזין סכום בין {min} ל-{max} {currency}',
  'onramp.currency': 'מטבע: {currency}',
  'onramp.token': 'טוקן: {symbol}',
  'onramp.quoting': 'מתקבלת הצעת מחיר',
  'onramp.estimate': 'הערכה, הספק לא הצליח לתת הצעת מחיר',
  'onramp.providers': 'ספקים',
  'onramp.fee': 'עמלה {range}',
  'onramp.preparing': 'בהכנה',
  'onramp.unavailable': 'לא זמין',
  'onramp.noProviders': 'הקנייה לא זמינה ברשת הזו',
  'onramp.currencies': 'מטבעות',
  'onramp.tokens': 'טוקנים',
  'onramp.inProgress': 'יש להשלים את הקנייה בחלון של {provider}',
  'onramp.waiting': 'ממתין לקנייה',
  'onramp.blocked': 'הדפדפן חסם את החלון של {provider}.',
  'onramp.openAgain': 'פתיחת {provider}',
  'onramp.done': 'נקנו {amount} {symbol}',
  'onramp.doneSnack': 'הקנייה הושלמה',
  'onramp.backToAccount': 'חזרה לחשבון',
}

export default strings
