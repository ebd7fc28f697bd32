import type { EmailStrings } from './en.js'

/** Malay strings of the email plugin, loaded with `import()` when the modal shows `ms`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.other': 'Sila cuba lagi selepas {count} saat',
  'email.error.invalidCode': 'Kod tidak sah',
  'email.error.expired': 'Kod telah tamat tempoh',
  'email.error.tooMany': 'Terlalu banyak kod salah: minta kod baharu',
  'email.error.noCode': 'Tiada kod dihantar, atau kod sudah digunakan',
  'email.error.inUse': 'Alamat e-mel ini sudah digunakan',
  'email.error.deviceTimeout': 'Peranti tidak diluluskan dalam masa',
}

export default strings
