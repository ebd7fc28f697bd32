import type en from './en.js'

/** Simplified Chinese strings of the names plugin, loaded with `import()` when the locale is `zh-CN`. */
const zhCN: Record<keyof typeof en, string> = {
  'names.action': '选择账户名称',
  'names.label': '账户名称',
  'names.rule': '字母、数字或连字符，至少 4 个字符',
  'names.invalid': '只能使用字母、数字或连字符，至少 4 个字符',
  'names.checking': '正在检查名称…',
  'names.available': '{name} 可用',
  'names.taken': '{name} 已被占用',
  'names.suggestions': '推荐名称',
  'names.availableTag': '可用',
  'names.takenTag': '已占用',
  'names.register': '注册名称',
  'names.success': '{name} 是你的账户名称',
  'names.successNote': '现在别人可以发送到这个名称，而不必使用你的地址。',
  'names.done': '完成',
}

export default zhCN
