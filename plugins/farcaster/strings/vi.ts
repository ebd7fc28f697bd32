import type en from './en.js'

/** Vietnamese strings of the Farcaster plugin, loaded with `import()` when the locale is `vi`. */
const vi: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Quét bằng điện thoại',
  'farcaster.scanText': 'Quét mã QR này bằng ứng dụng Farcaster, hoặc mở liên kết trên thiết bị có ứng dụng đó.',
  'farcaster.qr': 'Mã QR để đăng nhập bằng Farcaster',
  'farcaster.preparing': 'Đang chuẩn bị đăng nhập…',
  'farcaster.copy': 'Sao chép liên kết',
  'farcaster.copied': 'Đã sao chép liên kết',
  'farcaster.copyFailed': 'Không thể sao chép liên kết',
  'farcaster.open': 'Mở liên kết',
  'farcaster.refused': 'Farcaster không thể xác minh lần đăng nhập này: {message}',
  'farcaster.timeout': 'Lần đăng nhập không được trả lời kịp thời. Hãy thử lại.',
  'farcaster.failed': 'Đăng nhập thất bại: {message}',
  'farcaster.retry': 'Thử lại',
  'farcaster.connecting': 'Đang đăng nhập…',
}

export default vi
