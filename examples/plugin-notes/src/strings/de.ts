import type { en } from './en.js'

/** German: every English key, or tsc fails. */
const de: Record<keyof typeof en, string> = {
  'title.NotesSign': 'Signierte Notizen',
  'title.NotesAbout': 'Signierte Notizen',
  'notes.action': 'Notiz signieren',
  'notes.tab': 'Notizen',
  'notes.connect': 'Notizen mit deiner Wallet signieren',
  'notes.about': 'Verbinde eine Wallet und signiere damit in deinem Konto kurze Notizen. Jede Notiz behält die Signatur der Wallet, die sie signiert hat.',
  'notes.chooseWallet': 'Wallet wählen',
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
