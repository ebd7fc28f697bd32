import type en from './en.js'

/** Russian strings of the socials plugin, loaded with `import()` when the locale is `ru`. */
const ru: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Вход через соцсети',
  'social.label': 'Вход через соцсети',
  'social.continueWith': 'Продолжить с {provider}',
  'social.more': 'Другие способы входа',
  'social.list': 'Входы через соцсети',
  'social.waiting': 'Продолжите в окне {provider}',
  'social.waitingNote': 'Войдите там и разрешите доступ; это окно продолжит само.',
  'social.connecting': 'Выполняется вход…',
  'social.closed': 'Окно {provider} закрыто до завершения входа.',
  'social.blocked': 'Браузер заблокировал окно {provider}. Разрешите всплывающие окна для этого сайта и попробуйте снова.',
  'social.denied': 'Вы не разрешили {provider} передать данные аккаунта, поэтому вход не выполнен.',
  'social.providerError': '{provider} не удалось выполнить вход: {message}',
  'social.timeout': 'Вход слишком долго не отвечал. Попробуйте позже.',
  'social.failed': 'Не удалось войти: {message}',
  'social.retry': 'Повторить',
}

export default ru
