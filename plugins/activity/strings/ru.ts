import type en from './en.js'

/** Russian strings of the activity plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'activity.list': 'Активность',
  'activity.loading': 'Загрузка активности',
  'activity.loadMore': 'Загрузить ещё',
  'activity.loadingMore': 'Загрузка следующих записей',
  'activity.retry': 'Повторить',
  'activity.unsupportedChain': 'Блокчейн не поддерживается',
  'activity.unsupported': 'Активность недоступна в этой сети',
  'activity.sent': 'Отправлено',
  'activity.received': 'Получено',
  'activity.executed': 'Выполнено',
  'activity.deployed': 'Развёрнуто',
  'activity.minted': 'Выпущено',
  'activity.burned': 'Сожжено',
  'activity.swapped': 'Обменяно',
  'activity.approved': 'Одобрено',
  'activity.deposited': 'Внесено',
  'activity.withdrawn': 'Выведено',
  'activity.cancelled': 'Отменено',
  'activity.bought': 'Куплено',
  'activity.to': 'на {address}',
  'activity.from': 'с {address}',
  'activity.failed': 'Ошибка',
  'activity.pending': 'В ожидании',
}

export default strings
