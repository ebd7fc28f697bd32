import type { EmailStrings } from './en.js'

/** Traditional Chinese strings of the email plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': '確認電子郵件',
  'title.EmailVerifyDevice': '註冊裝置',
  'title.UpdateEmailWallet': '編輯電子郵件',
  'title.UpdateEmailPrimaryOtp': '確認目前的電子郵件',
  'title.UpdateEmailSecondaryOtp': '確認新的電子郵件',
  'email.label': '電子郵件',
  'email.placeholder': 'name@example.com',
  'email.continue': '繼續',
  'email.invalid': '請輸入有效的電子郵件地址',
  'email.otpSent': '請輸入我們傳送到 {email} 的 6 位數驗證碼',
  'email.code': '驗證碼',
  'email.resend': '重新傳送驗證碼',
  'email.resendIn': '{seconds} 秒後可傳送新驗證碼',
  'email.resent': '已傳送驗證碼',
  'email.deviceText': '請核准我們傳送到 {email} 的登入連結',
  'email.deviceWaiting': '正在等待核准',
  'email.edit': '編輯電子郵件',
  'email.current': '目前的電子郵件：{email}',
  'email.newLabel': '新的電子郵件',
  'email.changed': '電子郵件已變更為 {email}',
  'email.tryAgainAfter.other': '請在 {count} 秒後重試',
  'email.error.invalidCode': '驗證碼無效',
  'email.error.expired': '驗證碼已過期',
  'email.error.tooMany': '錯誤的驗證碼太多：請重新取得',
  'email.error.noCode': '沒有傳送驗證碼，或驗證碼已被使用',
  'email.error.inUse': '此電子郵件地址已被使用',
  'email.error.deviceTimeout': '裝置未及時獲得核准',
}

export default strings
