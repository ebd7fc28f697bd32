import type en from './en.js'

/** Russian strings of the send plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Отправить',
  'title.WalletSendPreview': 'Проверка отправки',
  'send.token': 'Токен',
  'send.noTokens': 'В этой сети нет токенов для отправки',
  'send.amount': 'Сумма',
  'send.max': 'Макс.',
  'send.balance': 'Баланс: {balance}',
  'send.receiver': 'Адрес получателя',
  'send.receiverPlaceholder': '0x… или имя',
  'send.resolving': 'Поиск {name}',
  'send.preview': 'Предпросмотр отправки',
  'send.from': 'Откуда',
  'send.to': 'Куда',
  'send.network': 'Сеть',
  'send.send': 'Отправить',
  'send.retry': 'Повторить',
  'send.cancel': 'Отмена',
  'send.confirm': 'Подтвердите транзакцию в кошельке',
  'send.success': 'Транзакция отправлена',
  'send.error.unsupportedChain': 'Блокчейн не поддерживается',
  'send.error.required': 'Укажите сумму и адрес получателя',
  'send.error.tokenRequired': 'Выберите токен',
  'send.error.invalidAmount': 'Неверная сумма',
  'send.error.tooManyDecimals': '{symbol} допускает не более {decimals} знаков после запятой',
  'send.error.insufficientBalance': 'Недостаточно {symbol} на балансе',
  'send.error.invalidAddress': 'Неверный адрес',
  'send.error.nameNotFound': 'Адрес для {name} не найден',
  'send.error.resolveFailed': 'Ошибка при поиске имени',
  'send.error.insufficientFee': 'Недостаточно {symbol} для оплаты комиссии сети',
  'send.fee': 'Комиссия сети',
}

export default strings
