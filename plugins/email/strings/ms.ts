import type en from './en.js'

/** Malay strings of the email plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Sahkan E-mel',
  'title.EmailVerifyDevice': 'Daftar Peranti',
  'title.UpdateEmailWallet': 'Edit E-mel',
  'title.UpdateEmailPrimaryOtp': 'Sahkan E-mel Semasa',
  'title.UpdateEmailSecondaryOtp': 'Sahkan E-mel Baharu',
  'email.label': 'E-mel',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Teruskan',
  'email.invalid': 'Masukkan alamat e-mel yang sah',
  'email.otpSent': 'Masukkan kod 6 digit yang kami hantar ke {email}',
  'email.code': 'Kod',
  'email.resend': 'Hantar semula kod',
  'email.resendIn': 'Kod baharu boleh dihantar dalam {seconds} saat',
  'email.resent': 'Kod dihantar',
  'email.deviceText': 'Luluskan pautan log masuk yang kami hantar ke {email}',
  'email.deviceWaiting': 'Menunggu kelulusan',
  'email.edit': 'Edit e-mel',
  'email.current': 'E-mel semasa: {email}',
  'email.newLabel': 'E-mel baharu',
  'email.changed': 'E-mel ditukar kepada {email}',
}

export default strings
