import type en from './en.js'

/** Vietnamese strings of the email plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Xác nhận email',
  'title.EmailVerifyDevice': 'Đăng ký thiết bị',
  'title.UpdateEmailWallet': 'Sửa email',
  'title.UpdateEmailPrimaryOtp': 'Xác nhận email hiện tại',
  'title.UpdateEmailSecondaryOtp': 'Xác nhận email mới',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Tiếp tục',
  'email.invalid': 'Nhập địa chỉ email hợp lệ',
  'email.otpSent': 'Nhập mã 6 chữ số chúng tôi đã gửi tới {email}',
  'email.code': 'Mã',
  'email.resend': 'Gửi lại mã',
  'email.resendIn': 'Có thể gửi mã mới sau {seconds} giây',
  'email.resent': 'Đã gửi mã',
  'email.deviceText': 'Phê duyệt liên kết đăng nhập chúng tôi đã gửi tới {email}',
  'email.deviceWaiting': 'Đang chờ phê duyệt',
  'email.edit': 'Sửa email',
  'email.current': 'Email hiện tại: {email}',
  'email.newLabel': 'Email mới',
  'email.changed': 'Đã đổi email thành {email}',
}

export default strings
