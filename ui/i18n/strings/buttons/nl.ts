import type { ButtonStrings } from '../../buttons.js'

/** Dutch button strings. */
const strings: ButtonStrings = {
  'connect': 'Wallet verbinden',
  'connecting': 'Verbinden…',
  'selectNetwork': 'Netwerk kiezen',
}

export default strings
