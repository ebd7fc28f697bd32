import type en from './en.js'

/** Vietnamese strings of the "What is a wallet?" view, loaded with `import()` when the locale is `vi`. */
const vi: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Một lần đăng nhập cho mọi ứng dụng',
  'help.loginText': 'Ứng dụng hỏi ví của bạn bạn là ai: không mật khẩu, không đăng ký.',
  'help.keysTitle': 'Token của bạn vẫn là của bạn',
  'help.keysText': 'Ví giữ khóa của bạn. Chỉ bạn mới có thể gửi, nhận và phê duyệt.',
  'help.getTitle': 'Trên điện thoại hoặc trình duyệt',
  'help.getText': 'Cài ứng dụng ví hoặc tiện ích trình duyệt, rồi kết nối tại đây.',
  'help.get': 'Tải ví',
}

export default vi
