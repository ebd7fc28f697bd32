import type en from './en.js'

/** Japanese strings of the email plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'メールアドレスを確認',
  'title.EmailVerifyDevice': 'デバイスを登録',
  'title.UpdateEmailWallet': 'メールアドレスを変更',
  'title.UpdateEmailPrimaryOtp': '現在のメールアドレスを確認',
  'title.UpdateEmailSecondaryOtp': '新しいメールアドレスを確認',
  'email.label': 'メールアドレス',
  'email.placeholder': 'name@example.com',
  'email.continue': '続ける',
  'email.invalid': '有効なメールアドレスを入力してください',
  'email.otpSent': '{email} に送信した6桁のコードを入力してください',
  'email.code': 'コード',
  'email.resend': 'コードを再送信',
  'email.resendIn': '{seconds} 秒後に新しいコードを送信できます',
  'email.resent': 'コードを送信しました',
  'email.deviceText': '{email} に送信したログインリンクを承認してください',
  'email.deviceWaiting': '承認を待っています',
  'email.edit': 'メールアドレスを変更',
  'email.current': '現在のメールアドレス: {email}',
  'email.newLabel': '新しいメールアドレス',
  'email.changed': 'メールアドレスを {email} に変更しました',
}

export default strings
