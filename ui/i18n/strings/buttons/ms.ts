import type { ButtonStrings } from '../../buttons.js'

/** Malay button strings. */
const strings: ButtonStrings = {
  'connect': 'Sambungkan Dompet',
  'connecting': 'Menyambung…',
  'selectNetwork': 'Pilih Rangkaian',
}

export default strings
