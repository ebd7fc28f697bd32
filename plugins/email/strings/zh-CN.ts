import type { EmailStrings } from './en.js'

/** Simplified Chinese strings of the email plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': '确认邮箱',
  'title.EmailVerifyDevice': '注册设备',
  'title.UpdateEmailWallet': '修改邮箱',
  'title.UpdateEmailPrimaryOtp': '确认当前邮箱',
  'title.UpdateEmailSecondaryOtp': '确认新邮箱',
  'email.label': '邮箱',
  'email.placeholder': 'name@example.com',
  'email.continue': '继续',
  'email.invalid': '请输入有效的邮箱地址',
  'email.otpSent': '请输入我们发送到 {email} 的 6 位验证码',
  'email.code': '验证码',
  'email.resend': '重新发送验证码',
  'email.resendIn': '{seconds} 秒后可发送新验证码',
  'email.resent': '验证码已发送',
  'email.deviceText': '请批准我们发送到 {email} 的登录链接',
  'email.deviceWaiting': '正在等待批准',
  'email.edit': '修改邮箱',
  'email.current': '当前邮箱：{email}',
  'email.newLabel': '新邮箱',
  'email.changed': '邮箱已更改为 {email}',
  'email.tryAgainAfter.other': '请在 {count} 秒后重试',
  'email.error.invalidCode': '验证码无效',
  'email.error.expired': '验证码已过期',
  'email.error.tooMany': '错误的验证码太多：请重新获取',
  'email.error.noCode': '没有发送验证码，或验证码已被使用',
  'email.error.inUse': '此电子邮件地址已被使用',
  'email.error.deviceTimeout': '设备未及时获得批准',
}

export default strings
