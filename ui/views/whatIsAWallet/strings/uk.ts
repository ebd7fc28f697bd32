import type en from './en.js'

/** Ukrainian strings of the "What is a wallet?" view, loaded with `import()` when the locale is `uk`. */
const uk: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Один вхід до всіх застосунків',
  'help.loginText': 'Застосунки питають гаманець, хто ви: без пароля та реєстрації.',
  'help.keysTitle': 'Ваші токени залишаються вашими',
  'help.keysText': 'Гаманець зберігає ваші ключі. Лише ви можете надсилати, отримувати й підтверджувати.',
  'help.getTitle': 'На телефоні чи в браузері',
  'help.getText': 'Установіть застосунок-гаманець або розширення браузера, а потім підключіть його тут.',
  'help.get': 'Установити гаманець',
}

export default uk
