import type en from './en.js'

/** Russian strings of the "What is a wallet?" view, loaded with `import()` when the locale is `ru`. */
const ru: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Один вход во все приложения',
  'help.loginText': 'Приложения спрашивают кошелёк, кто вы: без пароля и регистрации.',
  'help.keysTitle': 'Ваши токены остаются вашими',
  'help.keysText': 'Кошелёк хранит ваши ключи. Только вы можете отправлять, получать и подтверждать.',
  'help.getTitle': 'На телефоне или в браузере',
  'help.getText': 'Установите приложение-кошелёк или расширение браузера, затем подключите его здесь.',
  'help.get': 'Установить кошелёк',
}

export default ru
