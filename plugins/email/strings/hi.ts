import type en from './en.js'

/** Hindi strings of the email plugin, loaded with `import()` when the modal shows `hi`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'ईमेल की पुष्टि करें',
  'title.EmailVerifyDevice': 'डिवाइस रजिस्टर करें',
  'title.UpdateEmailWallet': 'ईमेल बदलें',
  'title.UpdateEmailPrimaryOtp': 'मौजूदा ईमेल की पुष्टि करें',
  'title.UpdateEmailSecondaryOtp': 'नए ईमेल की पुष्टि करें',
  'email.label': 'ईमेल',
  'email.placeholder': 'name@example.com',
  'email.continue': 'जारी रखें',
  'email.invalid': 'मान्य ईमेल पता दर्ज करें',
  'email.otpSent': '{email} पर भेजा गया 6 अंकों का कोड दर्ज करें',
  'email.code': 'कोड',
  'email.resend': 'कोड फिर से भेजें',
  'email.resendIn': 'नया कोड {seconds} सेकंड में भेजा जा सकता है',
  'email.resent': 'कोड भेज दिया गया',
  'email.deviceText': '{email} पर भेजे गए लॉगिन लिंक को स्वीकृत करें',
  'email.deviceWaiting': 'स्वीकृति की प्रतीक्षा है',
  'email.edit': 'ईमेल बदलें',
  'email.current': 'मौजूदा ईमेल: {email}',
  'email.newLabel': 'नया ईमेल',
  'email.changed': 'ईमेल बदलकर {email} कर दिया गया',
}

export default strings
