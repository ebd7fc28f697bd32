import type en from './en.js'

/** Ukrainian strings of the onramp plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Вибір токена',
  'title.OnRampFiatSelect': 'Вибір валюти',
  'title.BuyInProgress': 'Купівля',
  'onramp.youPay': 'Ви платите',
  'onramp.youGet': 'Ви отримуєте',
  'onramp.limits': 'Від {min} до {max} {currency} карткою',
  'onramp.outOfLimits': 'Введіть суму від {min} до {max} {currency}',
  'onramp.currency': 'Валюта: {currency}',
  'onramp.token': 'Токен: {symbol}',
  'onramp.quoting': 'Отримання котирування',
  'onramp.estimate': 'Оцінка: провайдер не зміг надати котирування',
  'onramp.providers': 'Провайдери',
  'onramp.fee': 'Комісія {range}',
  'onramp.preparing': 'Підготовка',
  'onramp.unavailable': 'Недоступно',
  'onramp.noProviders': 'Купівля недоступна в цій мережі',
  'onramp.currencies': 'Валюти',
  'onramp.tokens': 'Токени',
  'onramp.inProgress': 'Завершіть купівлю у вікні {provider}',
  'onramp.waiting': 'Очікування купівлі',
  'onramp.blocked': 'Браузер заблокував вікно {provider}.',
  'onramp.openAgain': 'Відкрити {provider}',
  'onramp.done': 'Ви купили {amount} {symbol}',
  'onramp.doneSnack': 'Купівлю завершено',
  'onramp.backToAccount': 'Повернутися до акаунта',
}

export default strings
