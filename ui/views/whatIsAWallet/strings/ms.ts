import type en from './en.js'

/** Malay strings of the "What is a wallet?" view, loaded with `import()` when the locale is `ms`. */
const ms: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Satu log masuk untuk semua aplikasi',
  'help.loginText': 'Aplikasi bertanya kepada dompet anda siapa anda: tanpa kata laluan, tanpa borang daftar.',
  'help.keysTitle': 'Token anda kekal milik anda',
  'help.keysText': 'Dompet menyimpan kunci anda. Hanya anda boleh menghantar, menerima dan meluluskan.',
  'help.getTitle': 'Pada telefon atau dalam pelayar',
  'help.getText': 'Pasang aplikasi dompet atau sambungan pelayar, kemudian sambungkannya di sini.',
  'help.get': 'Dapatkan dompet',
}

export default ms
