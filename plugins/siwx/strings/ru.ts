import type en from './en.js'

/** Russian strings of the siwx plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} запрашивает подключение к вашему кошельку',
  'siwx.text': 'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить.',
  'siwx.textRequired': 'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. При отмене кошелёк будет отключён.',
  'siwx.sign': 'Подписать',
  'siwx.cancel': 'Отмена',
  'siwx.checking': 'Проверка входа',
  'siwx.inWallet': 'Продолжите в кошельке, чтобы подписать сообщение',
}

export default strings
