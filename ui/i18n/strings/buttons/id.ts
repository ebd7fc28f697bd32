import type { ButtonStrings } from '../../buttons.js'

/** Indonesian button strings. */
const strings: ButtonStrings = {
  'connect': 'Hubungkan Dompet',
  'connecting': 'Menghubungkan…',
  'selectNetwork': 'Pilih Jaringan',
}

export default strings
