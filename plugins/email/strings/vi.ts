import type en from './en.js'

/** Vietnamese strings of the email plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Xác nhận email',
  'title.EmailVerifyDevice': 'Đăng ký thiết bị',
  'title.UpdateEmailWallet': 'Sửa email',
  'title.UpdateEmailPrimaryOtp': 'Xác nhận email hiện tại',
  'title.UpdateEmailSecondaryOtp': 'Xác nhận email mới',
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Tiếp tục',
  'email.invalid': 'Nhập địa chỉ email hợp lệ',
  'email.otpSent': 'Nhập mã 6 chữ số chúng tôi đã gửi tới {email}',
  'email.code': 'Mã',
  'email.resend': 'Gửi lại mã',
  'email.resent': 'Đã gửi mã',
  'email.deviceText': 'Phê duyệt liên kết đăng nhập chúng tôi đã gửi tới {email}',
  'email.deviceWaiting': 'Đang chờ phê duyệt',
  'email.approveLoading': 'Đang tải ví',
  'email.edit': 'Sửa email',
  'email.current': 'Email hiện tại: {email}',
  'email.newLabel': 'Email mới',
  'email.changed': 'Đã đổi email thành {email}',
}

export default strings
