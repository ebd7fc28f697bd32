import type en from './en.js'

/** Dutch strings of the names plugin, loaded with `import()` when the locale is `nl`. */
const nl: Record<keyof typeof en, string> = {
  'names.action': 'Accountnaam kiezen',
  'names.label': 'Accountnaam',
  'names.rule': 'Letters, cijfers of koppeltekens, minstens 4 tekens',
  'names.invalid': 'Gebruik alleen letters, cijfers of koppeltekens, minstens 4 tekens',
  'names.checking': 'Naam controleren…',
  'names.available': '{name} is beschikbaar',
  'names.taken': '{name} is al in gebruik',
  'names.suggestions': 'Voorgestelde namen',
  'names.availableTag': 'Beschikbaar',
  'names.takenTag': 'In gebruik',
  'names.register': 'Naam registreren',
  'names.success': '{name} is je accountnaam',
  'names.successNote': 'Anderen kunnen nu naar deze naam sturen in plaats van naar je adres.',
  'names.done': 'Klaar',
}

export default nl
