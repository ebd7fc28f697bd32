import type en from './en.js'

/** Indonesian strings of the email plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'title.EmailVerifyOtp': 'Konfirmasi Email',
  'title.EmailVerifyDevice': 'Daftarkan Perangkat',
  'title.UpdateEmailWallet': 'Ubah Email',
  'title.UpdateEmailPrimaryOtp': 'Konfirmasi Email Saat Ini',
  'title.UpdateEmailSecondaryOtp': 'Konfirmasi Email Baru',
  'email.label': 'Email',
  'email.placeholder': 'name@example.com',
  'email.continue': 'Lanjutkan',
  'email.invalid': 'Masukkan alamat email yang valid',
  'email.otpSent': 'Masukkan kode 6 digit yang kami kirim ke {email}',
  'email.code': 'Kode',
  'email.resend': 'Kirim ulang kode',
  'email.resendIn': 'Kode baru dapat dikirim dalam {seconds} dtk',
  'email.resent': 'Kode terkirim',
  'email.deviceText': 'Setujui tautan masuk yang kami kirim ke {email}',
  'email.deviceWaiting': 'Menunggu persetujuan',
  'email.edit': 'Ubah email',
  'email.current': 'Email saat ini: {email}',
  'email.newLabel': 'Email baru',
  'email.changed': 'Email diubah menjadi {email}',
}

export default strings
