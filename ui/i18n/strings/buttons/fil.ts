import type { ButtonStrings } from '../../buttons.js'

/** Filipino button strings. */
const strings: ButtonStrings = {
  'connect': 'Ikonekta ang Wallet',
  'connecting': 'Kumokonekta…',
  'selectNetwork': 'Pumili ng Network',
}

export default strings
