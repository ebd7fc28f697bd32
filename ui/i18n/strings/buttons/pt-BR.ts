import type { ButtonStrings } from '../../buttons.js'

/** Brazilian Portuguese button strings. */
const strings: ButtonStrings = {
  'connect': 'Conectar carteira',
  'connecting': 'Conectando…',
  'selectNetwork': 'Escolher rede',
}

export default strings
