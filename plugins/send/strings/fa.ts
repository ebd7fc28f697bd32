import type en from './en.js'

/** Persian strings of the send plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'ارسال',
  'title.WalletSendPreview': 'بررسی ارسال',
  'send.token': 'توکن',
  'send.noTokens': 'توکنی برای ارسال در این شبکه نیست',
  'send.amount': 'مبلغ',
  'send.max': 'حداکثر',
  'send.balance': 'موجودی: {balance}',
  'send.receiver': 'نشانی گیرنده',
  'send.receiverPlaceholder': '0x… یا نام',
  'send.resolving': 'در حال جستجوی {name}',
  'send.preview': 'پیش‌نمایش ارسال',
  'send.from': 'از',
  'send.to': 'به',
  'send.network': 'شبکه',
  'send.send': 'ارسال',
  'send.retry': 'تلاش دوباره',
  'send.cancel': 'لغو',
  'send.confirm': 'تراکنش را در کیف پول خود تأیید کنید',
  'send.success': 'تراکنش ارسال شد',
  'send.error.unsupportedChain': 'زنجیره پشتیبانی نمی‌شود',
  'send.error.required': 'مبلغ و نشانی گیرنده الزامی است',
  'send.error.tokenRequired': 'انتخاب توکن الزامی است',
  'send.error.invalidAmount': 'مبلغ نامعتبر است',
  'send.error.tooManyDecimals': 'برای {symbol} حداکثر {decimals} رقم اعشار مجاز است',
  'send.error.insufficientBalance': 'موجودی {symbol} کافی نیست',
  'send.error.invalidAddress': 'نشانی نامعتبر است',
  'send.error.nameNotFound': 'نشانی‌ای برای {name} پیدا نشد',
  'send.error.resolveFailed': 'خطا در یافتن نام',
  'send.error.insufficientFee': '{symbol} کافی برای کارمزد شبکه ندارید',
  'send.fee': 'کارمزد شبکه',
}

export default strings
