import type { ButtonStrings } from '../../buttons.js'

/** Spanish button strings. */
const strings: ButtonStrings = {
  'connect': 'Conectar billetera',
  'connecting': 'Conectando…',
  'selectNetwork': 'Elegir red',
}

export default strings
