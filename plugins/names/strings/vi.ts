import type en from './en.js'

/** Vietnamese strings of the names plugin, loaded with `import()` when the locale is `vi`. */
const vi: Record<keyof typeof en, string> = {
  'names.action': 'Chọn tên tài khoản',
  'names.label': 'Tên tài khoản',
  'names.rule': 'Chữ cái, chữ số hoặc dấu gạch nối, ít nhất 4 ký tự',
  'names.invalid': 'Chỉ dùng chữ cái, chữ số hoặc dấu gạch nối, ít nhất 4 ký tự',
  'names.checking': 'Đang kiểm tra tên…',
  'names.available': '{name} còn trống',
  'names.taken': '{name} đã có người dùng',
  'names.suggestions': 'Tên gợi ý',
  'names.availableTag': 'Còn trống',
  'names.takenTag': 'Đã dùng',
  'names.register': 'Đăng ký tên',
  'names.success': '{name} là tên tài khoản của bạn',
  'names.successNote': 'Giờ đây mọi người có thể gửi đến tên này thay cho địa chỉ của bạn.',
  'names.done': 'Xong',
}

export default vi
