import type en from './en.js'

/** Traditional Chinese strings of the names plugin, loaded with `import()` when the locale is `zh-TW`. */
const zhTW: Record<keyof typeof en, string> = {
  'names.action': '選擇帳戶名稱',
  'names.label': '帳戶名稱',
  'names.rule': '字母、數字或連字號，至少 4 個字元',
  'names.invalid': '只能使用字母、數字或連字號，至少 4 個字元',
  'names.checking': '正在檢查名稱…',
  'names.available': '{name} 可以使用',
  'names.taken': '{name} 已被使用',
  'names.suggestions': '建議名稱',
  'names.availableTag': '可使用',
  'names.takenTag': '已使用',
  'names.register': '註冊名稱',
  'names.success': '{name} 是你的帳戶名稱',
  'names.successNote': '現在別人可以傳送到這個名稱，而不必使用你的地址。',
  'names.done': '完成',
}

export default zhTW
