import type { ButtonStrings } from '../../buttons.js'

/** Hebrew button strings. */
const strings: ButtonStrings = {
  'connect': 'חיבור ארנק',
  'connecting': 'מתחבר…',
  'selectNetwork': 'בחירת רשת',
}

export default strings
