import type { ButtonStrings } from '../../buttons.js'

/** Italian button strings. */
const strings: ButtonStrings = {
  'connect': 'Connetti wallet',
  'connecting': 'Connessione…',
  'selectNetwork': 'Scegli la rete',
}

export default strings
