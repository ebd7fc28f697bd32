import type { EmailStrings } from './en.js'

/** Vietnamese strings of the email plugin, loaded with `import()` when the modal shows `vi`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.other': 'Vui lòng thử lại sau {count} giây',
  'email.error.invalidCode': 'Mã không hợp lệ',
  'email.error.expired': 'Mã đã hết hạn',
  'email.error.tooMany': 'Sai mã quá nhiều lần: hãy yêu cầu mã mới',
  'email.error.noCode': 'Chưa có mã nào được gửi, hoặc mã đã được dùng',
  'email.error.inUse': 'Địa chỉ email này đã được sử dụng',
  'email.error.deviceTimeout': 'Thiết bị không được phê duyệt kịp thời',
}

export default strings
