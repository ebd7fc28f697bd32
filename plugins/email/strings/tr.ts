import type { EmailStrings } from './en.js'

/** Turkish strings of the email plugin, loaded with `import()` when the modal shows `tr`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.one': 'Lütfen {count} saniye sonra tekrar deneyin',
  'email.tryAgainAfter.other': 'Lütfen {count} saniye sonra tekrar deneyin',
  'email.error.invalidCode': 'Geçersiz kod',
  'email.error.expired': 'Kodun süresi doldu',
  'email.error.tooMany': 'Çok fazla yanlış kod: yeni bir kod isteyin',
  'email.error.noCode': 'Kod gönderilmedi ya da zaten kullanıldı',
  'email.error.inUse': 'Bu e-posta adresi zaten kullanılıyor',
  'email.error.deviceTimeout': 'Cihaz zamanında onaylanmadı',
}

export default strings
