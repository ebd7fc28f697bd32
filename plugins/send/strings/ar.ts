import type en from './en.js'

/** Arabic strings of the send plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'إرسال',
  'title.WalletSendPreview': 'مراجعة الإرسال',
  'send.token': 'الرمز',
  'send.noTokens': 'لا توجد رموز للإرسال على هذه الشبكة',
  'send.amount': 'المبلغ',
  'send.max': 'الحد الأقصى',
  'send.balance': 'الرصيد: {balance}',
  'send.receiver': 'عنوان المستلم',
  'send.receiverPlaceholder': '0x… أو اسم',
  'send.resolving': 'جارٍ البحث عن {name}',
  'send.preview': 'معاينة الإرسال',
  'send.from': 'من',
  'send.to': 'إلى',
  'send.network': 'الشبكة',
  'send.send': 'إرسال',
  'send.retry': 'حاول مرة أخرى',
  'send.cancel': 'إلغاء',
  'send.confirm': 'أكّد المعاملة في محفظتك',
  'send.success': 'تم إرسال المعاملة',
  'send.error.unsupportedChain': 'سلسلة غير مدعومة',
  'send.error.required': 'المبلغ وعنوان المستلم مطلوبان',
  'send.error.tokenRequired': 'الرمز مطلوب',
  'send.error.invalidAmount': 'مبلغ غير صالح',
  'send.error.tooManyDecimals': 'يسمح {symbol} بـ {decimals} منازل عشرية كحد أقصى',
  'send.error.insufficientBalance': 'رصيد {symbol} غير كافٍ',
  'send.error.invalidAddress': 'عنوان غير صالح',
  'send.error.nameNotFound': 'لم يتم العثور على عنوان لـ {name}',
  'send.error.resolveFailed': 'حدث خطأ أثناء البحث عن الاسم',
  'send.error.insufficientFee': 'لا يكفي {symbol} لدفع رسوم الشبكة',
  'send.fee': 'رسوم الشبكة',
}

export default strings
