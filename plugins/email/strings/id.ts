import type { EmailStrings } from './en.js'

/** Indonesian strings of the email plugin, loaded with `import()` when the modal shows `id`. */
const strings: EmailStrings = {
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
  'email.tryAgainAfter.other': 'Coba lagi dalam {count} detik',
  'email.error.invalidCode': 'Kode tidak valid',
  'email.error.expired': 'Kode sudah kedaluwarsa',
  'email.error.tooMany': 'Terlalu banyak kode salah: minta kode baru',
  'email.error.noCode': 'Tidak ada kode yang dikirim, atau kode sudah dipakai',
  'email.error.inUse': 'Alamat email ini sudah digunakan',
  'email.error.deviceTimeout': 'Perangkat tidak disetujui tepat waktu',
}

export default strings
