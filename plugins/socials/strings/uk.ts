import type en from './en.js'

/** Ukrainian strings of the socials plugin, loaded with `import()` when the locale is `uk`. */
const uk: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Вхід через соцмережі',
  'social.label': 'Вхід через соцмережі',
  'social.continueWith': 'Продовжити з {provider}',
  'social.more': 'Інші способи входу',
  'social.list': 'Входи через соцмережі',
  'social.waiting': 'Продовжте у вікні {provider}',
  'social.waitingNote': 'Увійдіть там і дозвольте доступ; це вікно продовжить саме.',
  'social.connecting': 'Виконується вхід…',
  'social.closed': 'Вікно {provider} закрито до завершення входу.',
  'social.blocked': 'Браузер заблокував вікно {provider}. Дозвольте спливні вікна для цього сайту й спробуйте знову.',
  'social.denied': 'Ви не дозволили {provider} поділитися обліковим записом, тож вхід не виконано.',
  'social.providerError': '{provider} не вдалося виконати вхід: {message}',
  'social.timeout': 'Вхід надто довго не відповідав. Спробуйте пізніше.',
  'social.failed': 'Не вдалося увійти: {message}',
  'social.retry': 'Спробувати знову',
}

export default uk
