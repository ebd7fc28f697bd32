import type { EmailStrings } from './en.js'

/** Japanese strings of the email plugin, loaded with `import()` when the modal shows `ja`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.other': '{count} 秒後にもう一度お試しください',
  'email.error.invalidCode': 'コードが正しくありません',
  'email.error.expired': 'コードの有効期限が切れました',
  'email.error.tooMany': '間違ったコードが多すぎます。新しいコードをリクエストしてください',
  'email.error.noCode': 'コードが送信されていないか、すでに使用されています',
  'email.error.inUse': 'このメールアドレスはすでに使用されています',
  'email.error.deviceTimeout': '時間内にデバイスが承認されませんでした',
}

export default strings
