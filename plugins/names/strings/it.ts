import type en from './en.js'

/** Italian strings of the names plugin, loaded with `import()` when the locale is `it`. */
const it: Record<keyof typeof en, string> = {
  'names.action': 'Scegli il nome dell’account',
  'names.label': 'Nome dell’account',
  'names.rule': 'Lettere, cifre o trattini, almeno 4 caratteri',
  'names.invalid': 'Usa solo lettere, cifre o trattini, almeno 4 caratteri',
  'names.checking': 'Verifica del nome…',
  'names.available': '{name} è disponibile',
  'names.taken': '{name} è già in uso',
  'names.suggestions': 'Nomi suggeriti',
  'names.availableTag': 'Disponibile',
  'names.takenTag': 'In uso',
  'names.register': 'Registra il nome',
  'names.success': '{name} è il nome del tuo account',
  'names.successNote': 'Ora si può inviare a questo nome invece che al tuo indirizzo.',
  'names.done': 'Fine',
}

export default it
