import type en from './en.js'

/** Turkish strings of the names plugin, loaded with `import()` when the locale is `tr`. */
const tr: Record<keyof typeof en, string> = {
  'names.action': 'Hesap adı seç',
  'names.label': 'Hesap adı',
  'names.rule': 'Harf, rakam veya tire, en az 4 karakter',
  'names.invalid': 'Yalnızca harf, rakam veya tire kullan, en az 4 karakter',
  'names.checking': 'Ad kontrol ediliyor…',
  'names.available': '{name} kullanılabilir',
  'names.taken': '{name} zaten alınmış',
  'names.suggestions': 'Önerilen adlar',
  'names.availableTag': 'Kullanılabilir',
  'names.takenTag': 'Alınmış',
  'names.register': 'Adı kaydet',
  'names.success': '{name} hesap adın',
  'names.successNote': 'Artık adresin yerine bu ada gönderim yapılabilir.',
  'names.done': 'Bitti',
}

export default tr
