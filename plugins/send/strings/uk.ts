import type en from './en.js'

/** Ukrainian strings of the send plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Надіслати',
  'title.WalletSendPreview': 'Перевірка надсилання',
  'send.token': 'Токен',
  'send.noTokens': 'У цій мережі немає токенів для надсилання',
  'send.amount': 'Сума',
  'send.max': 'Макс.',
  'send.balance': 'Баланс: {balance}',
  'send.receiver': 'Адреса отримувача',
  'send.receiverPlaceholder': '0x… або ім’я',
  'send.resolving': 'Пошук {name}',
  'send.preview': 'Попередній перегляд',
  'send.from': 'Звідки',
  'send.to': 'Куди',
  'send.network': 'Мережа',
  'send.send': 'Надіслати',
  'send.retry': 'Повторити',
  'send.cancel': 'Скасувати',
  'send.confirm': 'Підтвердьте транзакцію в гаманці',
  'send.success': 'Транзакцію надіслано',
  'send.error.unsupportedChain': 'Блокчейн не підтримується',
  'send.error.required': 'Укажіть суму й адресу отримувача',
  'send.error.tokenRequired': 'Виберіть токен',
  'send.error.invalidAmount': 'Неправильна сума',
  'send.error.tooManyDecimals': '{symbol} допускає не більше {decimals} знаків після коми',
  'send.error.insufficientBalance': 'Недостатньо {symbol} на балансі',
  'send.error.invalidAddress': 'Неправильна адреса',
  'send.error.nameNotFound': 'Адресу для {name} не знайдено',
  'send.error.resolveFailed': 'Помилка під час пошуку імені',
  'send.error.insufficientFee': 'Недостатньо {symbol} для сплати комісії мережі',
  'send.fee': 'Комісія мережі',
}

export default strings
