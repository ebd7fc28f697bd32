import type { ButtonStrings } from '../../buttons.js'

/** Polish button strings. */
const strings: ButtonStrings = {
  'connect': 'Połącz portfel',
  'connecting': 'Łączenie…',
  'selectNetwork': 'Wybierz sieć',
}

export default strings
