import type en from './en.js'

/** Filipino strings of the names plugin, loaded with `import()` when the locale is `fil`. */
const fil: Record<keyof typeof en, string> = {
  'names.action': 'Pumili ng pangalan ng account',
  'names.label': 'Pangalan ng account',
  'names.rule': 'Mga titik, numero o gitling, hindi bababa sa 4 na character',
  'names.invalid': 'Gumamit lang ng mga titik, numero o gitling, hindi bababa sa 4 na character',
  'names.checking': 'Sinusuri ang pangalan…',
  'names.available': 'Available ang {name}',
  'names.taken': 'Kinuha na ang {name}',
  'names.suggestions': 'Mga iminungkahing pangalan',
  'names.availableTag': 'Available',
  'names.takenTag': 'Kinuha na',
  'names.register': 'Irehistro ang pangalan',
  'names.success': '{name} ang pangalan ng iyong account',
  'names.successNote': 'Maaari nang magpadala ang iba sa pangalang ito sa halip na sa iyong address.',
  'names.done': 'Tapos na',
}

export default fil
