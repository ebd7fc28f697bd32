import type en from './en.js'

/** Indonesian strings of the "What is a wallet?" view, loaded with `import()` when the locale is `id`. */
const id: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Satu login untuk semua aplikasi',
  'help.loginText': 'Aplikasi menanyakan dompet Anda siapa Anda: tanpa kata sandi, tanpa formulir daftar.',
  'help.keysTitle': 'Token Anda tetap milik Anda',
  'help.keysText': 'Dompet menyimpan kunci Anda. Hanya Anda yang bisa mengirim, menerima, dan menyetujui.',
  'help.getTitle': 'Di ponsel atau di browser',
  'help.getText': 'Pasang aplikasi dompet atau ekstensi browser, lalu hubungkan di sini.',
  'help.get': 'Dapatkan dompet',
}

export default id
