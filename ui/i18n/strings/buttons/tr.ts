import type { ButtonStrings } from '../../buttons.js'

/** Turkish button strings. */
const strings: ButtonStrings = {
  'connect': 'Cüzdan Bağla',
  'connecting': 'Bağlanıyor…',
  'selectNetwork': 'Ağ Seçin',
}

export default strings
