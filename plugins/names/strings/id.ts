import type en from './en.js'

/** Indonesian strings of the names plugin, loaded with `import()` when the locale is `id`. */
const id: Record<keyof typeof en, string> = {
  'names.action': 'Pilih nama akun',
  'names.label': 'Nama akun',
  'names.rule': 'Huruf, angka, atau tanda hubung, minimal 4 karakter',
  'names.invalid': 'Gunakan hanya huruf, angka, atau tanda hubung, minimal 4 karakter',
  'names.checking': 'Memeriksa nama…',
  'names.available': '{name} tersedia',
  'names.taken': '{name} sudah dipakai',
  'names.suggestions': 'Nama yang disarankan',
  'names.availableTag': 'Tersedia',
  'names.takenTag': 'Dipakai',
  'names.register': 'Daftarkan nama',
  'names.success': '{name} adalah nama akun Anda',
  'names.successNote': 'Orang lain kini dapat mengirim ke nama ini, bukan ke alamat Anda.',
  'names.done': 'Selesai',
}

export default id
