import type en from './en.js'

/** Hebrew strings of the send plugin, loaded with `import()` when the modal shows `he`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'שליחה',
  'title.WalletSendPreview': 'בדיקת השליחה',
  'send.token': 'טוקן',
  'send.noTokens': 'אין טוקנים לשליחה ברשת הזו',
  'send.amount': 'סכום',
  'send.max': 'מקסימום',
  'send.balance': 'יתרה: {balance}',
  'send.receiver': 'כתובת הנמען',
  'send.receiverPlaceholder': '0x… או שם',
  'send.resolving': 'מחפש את {name}',
  'send.preview': 'תצוגה מקדימה של השליחה',
  'send.from': 'מאת',
  'send.to': 'אל',
  'send.network': 'רשת',
  'send.send': 'שליחה',
  'send.retry': 'ניסיון נוסף',
  'send.cancel': 'ביטול',
  'send.confirm': 'יש לאשר את העסקה בארנק',
  'send.success': 'העסקה נשלחה',
  'send.error.unsupportedChain': 'שרשרת לא נתמכת',
  'send.error.required': 'נדרשים סכום וכתובת נמען',
  'send.error.tokenRequired': 'נדרש טוקן',
  'send.error.invalidAmount': 'סכום לא תקין',
  'send.error.tooManyDecimals': '{symbol} מאפשר עד {decimals} ספרות אחרי הנקודה',
  'send.error.insufficientBalance': 'אין מספיק {symbol} ביתרה',
  'send.error.invalidAddress': 'כתובת לא תקינה',
  'send.error.nameNotFound': 'לא נמצאה כתובת עבור {name}',
  'send.error.resolveFailed': 'שגיאה באיתור השם',
  'send.error.insufficientFee': 'אין מספיק {symbol} לעמלת הרשת',
  'send.fee': 'עמלת רשת',
}

export default strings
