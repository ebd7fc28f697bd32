import type en from './en.js'

/** Russian strings of the onramp plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Выбор токена',
  'title.OnRampFiatSelect': 'Выбор валюты',
  'title.BuyInProgress': 'Покупка',
  'onramp.youPay': 'Вы платите',
  'onramp.youGet': 'Вы получаете',
  'onramp.limits': 'От {min} до {max} {currency} картой',
  'onramp.outOfLimits': 'Введите сумму от {min} до {max} {currency}',
  'onramp.currency': 'Валюта: {currency}',
  'onramp.token': 'Токен: {symbol}',
  'onramp.quoting': 'Получение котировки',
  'onramp.estimate': 'Оценка: провайдер не смог дать котировку',
  'onramp.providers': 'Провайдеры',
  'onramp.fee': 'Комиссия {range}',
  'onramp.preparing': 'Подготовка',
  'onramp.unavailable': 'Недоступно',
  'onramp.noProviders': 'Покупка недоступна в этой сети',
  'onramp.currencies': 'Валюты',
  'onramp.tokens': 'Токены',
  'onramp.inProgress': 'Завершите покупку в окне {provider}',
  'onramp.waiting': 'Ожидание покупки',
  'onramp.blocked': 'Браузер заблокировал окно {provider}.',
  'onramp.openAgain': 'Открыть {provider}',
  'onramp.done': 'Вы купили {amount} {symbol}',
  'onramp.doneSnack': 'Покупка завершена',
  'onramp.backToAccount': 'Вернуться в аккаунт',
}

export default strings
