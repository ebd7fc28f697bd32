import type en from './en.js'

/** Polish strings of the names plugin, loaded with `import()` when the locale is `pl`. */
const pl: Record<keyof typeof en, string> = {
  'names.action': 'Wybierz nazwę konta',
  'names.label': 'Nazwa konta',
  'names.rule': 'Litery, cyfry lub łączniki, co najmniej 4 znaki',
  'names.invalid': 'Używaj tylko liter, cyfr lub łączników, co najmniej 4 znaki',
  'names.checking': 'Sprawdzanie nazwy…',
  'names.available': '{name} jest dostępna',
  'names.taken': '{name} jest już zajęta',
  'names.suggestions': 'Proponowane nazwy',
  'names.availableTag': 'Dostępna',
  'names.takenTag': 'Zajęta',
  'names.register': 'Zarejestruj nazwę',
  'names.success': '{name} to nazwa Twojego konta',
  'names.successNote': 'Teraz można wysyłać na tę nazwę zamiast na Twój adres.',
  'names.done': 'Gotowe',
}

export default pl
