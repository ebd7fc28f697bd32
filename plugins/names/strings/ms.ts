import type en from './en.js'

/** Malay strings of the names plugin, loaded with `import()` when the locale is `ms`. */
const ms: Record<keyof typeof en, string> = {
  'names.action': 'Pilih nama akaun',
  'names.label': 'Nama akaun',
  'names.rule': 'Huruf, digit atau sempang, sekurang-kurangnya 4 aksara',
  'names.invalid': 'Gunakan huruf, digit atau sempang sahaja, sekurang-kurangnya 4 aksara',
  'names.checking': 'Menyemak nama…',
  'names.available': '{name} tersedia',
  'names.taken': '{name} sudah diambil',
  'names.suggestions': 'Nama yang dicadangkan',
  'names.availableTag': 'Tersedia',
  'names.takenTag': 'Diambil',
  'names.register': 'Daftar nama',
  'names.success': '{name} ialah nama akaun anda',
  'names.successNote': 'Orang lain kini boleh menghantar ke nama ini dan bukan ke alamat anda.',
  'names.done': 'Selesai',
}

export default ms
