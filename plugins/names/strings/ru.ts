import type en from './en.js'

/** Russian strings of the names plugin, loaded with `import()` when the locale is `ru`. */
const ru: Record<keyof typeof en, string> = {
  'names.action': 'Выбрать имя аккаунта',
  'names.label': 'Имя аккаунта',
  'names.rule': 'Буквы, цифры или дефисы, не меньше 4 символов',
  'names.invalid': 'Используйте только буквы, цифры или дефисы, не меньше 4 символов',
  'names.checking': 'Проверяем имя…',
  'names.available': '{name} свободно',
  'names.taken': '{name} уже занято',
  'names.suggestions': 'Предлагаемые имена',
  'names.availableTag': 'Свободно',
  'names.takenTag': 'Занято',
  'names.register': 'Зарегистрировать имя',
  'names.success': '{name} — имя вашего аккаунта',
  'names.successNote': 'Теперь вам могут отправлять средства на это имя вместо адреса.',
  'names.done': 'Готово',
}

export default ru
