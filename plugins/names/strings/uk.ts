import type en from './en.js'

/** Ukrainian strings of the names plugin, loaded with `import()` when the locale is `uk`. */
const uk: Record<keyof typeof en, string> = {
  'names.action': 'Вибрати ім’я акаунта',
  'names.label': 'Ім’я акаунта',
  'names.rule': 'Літери, цифри або дефіси, щонайменше 4 символи',
  'names.invalid': 'Використовуйте лише літери, цифри або дефіси, щонайменше 4 символи',
  'names.checking': 'Перевіряємо ім’я…',
  'names.available': '{name} вільне',
  'names.taken': '{name} уже зайняте',
  'names.suggestions': 'Запропоновані імена',
  'names.availableTag': 'Вільне',
  'names.takenTag': 'Зайняте',
  'names.register': 'Зареєструвати ім’я',
  'names.success': '{name} — ім’я вашого акаунта',
  'names.successNote': 'Тепер вам можуть надсилати кошти на це ім’я замість адреси.',
  'names.done': 'Готово',
}

export default uk
