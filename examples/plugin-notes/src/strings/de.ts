import type { en } from './en.js'

/** German: every English key, or tsc fails. */
const de: Record<keyof typeof en, string> = {
  'title.NotesSign': 'Signierte Notizen',
  'notes.action': 'Notiz signieren',
  'notes.note': 'Notiz',
  'notes.placeholder': 'Was signierst du?',
  'notes.sign': 'Notiz signieren',
  'notes.required': 'Schreib eine Notiz zum Signieren',
  'notes.count': '{count} signiert',
  'notes.list': 'Signierte Notizen',
  'notes.none': 'Noch keine signierten Notizen',
  'notes.signature': 'Signatur {signature}',
}

export default de
