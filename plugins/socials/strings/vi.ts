import type en from './en.js'

/** Vietnamese strings of the socials plugin, loaded with `import()` when the locale is `vi`. */
const vi: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Đăng nhập mạng xã hội',
  'social.label': 'Đăng nhập mạng xã hội',
  'social.continueWith': 'Tiếp tục với {provider}',
  'social.more': 'Thêm cách đăng nhập mạng xã hội',
  'social.list': 'Các cách đăng nhập mạng xã hội',
  'social.waiting': 'Tiếp tục trong cửa sổ {provider}',
  'social.waitingNote': 'Đăng nhập ở đó và cho phép truy cập; cửa sổ này sẽ tự tiếp tục.',
  'social.connecting': 'Đang đăng nhập…',
  'social.closed': 'Cửa sổ {provider} đã bị đóng trước khi đăng nhập xong.',
  'social.blocked': 'Trình duyệt đã chặn cửa sổ {provider}. Hãy cho phép cửa sổ bật lên cho trang này rồi thử lại.',
  'social.denied': 'Bạn không cho phép {provider} chia sẻ tài khoản nên bạn chưa đăng nhập.',
  'social.providerError': '{provider} không thể đăng nhập cho bạn: {message}',
  'social.timeout': 'Đăng nhập phản hồi quá lâu. Hãy thử lại sau.',
  'social.failed': 'Đăng nhập thất bại: {message}',
  'social.retry': 'Thử lại',
}

export default vi
