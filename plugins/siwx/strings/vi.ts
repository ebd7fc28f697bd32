import type en from './en.js'

/** Vietnamese strings of the siwx plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} cần kết nối với ví của bạn',
  'siwx.text': 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục.',
  'siwx.textRequired': 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục. Nếu hủy, bạn sẽ bị ngắt kết nối.',
  'siwx.sign': 'Ký',
  'siwx.cancel': 'Hủy',
  'siwx.checking': 'Đang kiểm tra đăng nhập',
  'siwx.inWallet': 'Tiếp tục trong ví để ký tin nhắn',
}

export default strings
