import type en from './en.js'

/** German strings of the names plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'names.action': 'Kontonamen wählen',
  'names.label': 'Kontoname',
  'names.rule': 'Buchstaben, Ziffern oder Bindestriche, mindestens 4 Zeichen',
  'names.invalid': 'Nur Buchstaben, Ziffern oder Bindestriche verwenden, mindestens 4 Zeichen',
  'names.checking': 'Name wird geprüft…',
  'names.available': '{name} ist verfügbar',
  'names.taken': '{name} ist bereits vergeben',
  'names.suggestions': 'Vorgeschlagene Namen',
  'names.availableTag': 'Verfügbar',
  'names.takenTag': 'Vergeben',
  'names.register': 'Namen registrieren',
  'names.success': '{name} ist dein Kontoname',
  'names.successNote': 'Andere können jetzt an diesen Namen statt an deine Adresse senden.',
  'names.done': 'Fertig',
}

export default de
