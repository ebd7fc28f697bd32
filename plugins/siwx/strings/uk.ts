import type en from './en.js'

/** Ukrainian strings of the siwx plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} запитує підключення до вашого гаманця',
  'siwx.text': 'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити.',
  'siwx.textRequired': 'Підпишіть це повідомлення, щоб підтвердити, що гаманець належить вам, і продовжити. У разі скасування гаманець буде відключено.',
  'siwx.sign': 'Підписати',
  'siwx.cancel': 'Скасувати',
  'siwx.checking': 'Перевірка входу',
  'siwx.inWallet': 'Продовжте в гаманці, щоб підписати повідомлення',
}

export default strings
