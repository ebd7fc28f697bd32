import type en from './en.js'

/** Japanese strings of the names plugin, loaded with `import()` when the locale is `ja`. */
const ja: Record<keyof typeof en, string> = {
  'names.action': 'アカウント名を選ぶ',
  'names.label': 'アカウント名',
  'names.rule': '英字・数字・ハイフン、4文字以上',
  'names.invalid': '英字・数字・ハイフンのみ、4文字以上で入力してください',
  'names.checking': '名前を確認しています…',
  'names.available': '{name} は使用できます',
  'names.taken': '{name} はすでに使われています',
  'names.suggestions': 'おすすめの名前',
  'names.availableTag': '使用可',
  'names.takenTag': '使用済み',
  'names.register': '名前を登録',
  'names.success': '{name} があなたのアカウント名です',
  'names.successNote': 'これからはアドレスの代わりにこの名前宛てに送れます。',
  'names.done': '完了',
}

export default ja
