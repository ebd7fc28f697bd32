import type en from './en.js'

/** Turkish strings of the email plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'E-postayı Onayla',
  'title.EmailVerifyDevice': 'Cihazı Kaydet',
  'title.UpdateEmailWallet': 'E-postayı Düzenle',
  'title.UpdateEmailPrimaryOtp': 'Mevcut E-postayı Onayla',
  'title.UpdateEmailSecondaryOtp': 'Yeni E-postayı Onayla',
  'email.label': 'E-posta',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Devam',
  'email.invalid': 'Geçerli bir e-posta adresi girin',
  'email.otpSent': '{email} adresine gönderdiğimiz 6 haneli kodu girin',
  'email.code': 'Kod',
  'email.resend': 'Kodu yeniden gönder',
  'email.resendIn': '{seconds} sn sonra yeni kod gönderilebilir',
  'email.resent': 'Kod gönderildi',
  'email.deviceText': '{email} adresine gönderdiğimiz giriş bağlantısını onaylayın',
  'email.deviceWaiting': 'Onay bekleniyor',
  'email.edit': 'E-postayı düzenle',
  'email.current': 'Mevcut e-posta: {email}',
  'email.newLabel': 'Yeni e-posta',
  'email.changed': 'E-posta {email} olarak değiştirildi',
}

export default strings
