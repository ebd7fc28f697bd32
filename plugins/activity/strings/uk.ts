import type en from './en.js'

/** Ukrainian strings of the activity plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Активність',
  'activity.loading': 'Завантаження активності',
  'activity.loadMore': 'Завантажити ще',
  'activity.loadingMore': 'Завантаження наступних записів',
  'activity.retry': 'Повторити',
  'activity.unsupportedChain': 'Блокчейн не підтримується',
  'activity.unsupported': 'Активність недоступна в цій мережі',
  'activity.sent': 'Надіслано',
  'activity.received': 'Отримано',
  'activity.executed': 'Виконано',
  'activity.deployed': 'Розгорнуто',
  'activity.minted': 'Випущено',
  'activity.burned': 'Спалено',
  'activity.swapped': 'Обміняно',
  'activity.approved': 'Схвалено',
  'activity.deposited': 'Внесено',
  'activity.withdrawn': 'Виведено',
  'activity.cancelled': 'Скасовано',
  'activity.bought': 'Куплено',
  'activity.to': 'на {address}',
  'activity.from': 'з {address}',
  'activity.failed': 'Помилка',
  'activity.pending': 'Очікує',
}

export default strings
