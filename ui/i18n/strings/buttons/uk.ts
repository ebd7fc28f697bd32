import type { ButtonStrings } from '../../buttons.js'

/** Ukrainian button strings. */
const strings: ButtonStrings = {
  'connect': 'Підключити гаманець',
  'connecting': 'Підключення…',
  'selectNetwork': 'Вибрати мережу',
}

export default strings
