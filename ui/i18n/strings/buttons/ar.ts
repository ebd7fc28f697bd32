import type { ButtonStrings } from '../../buttons.js'

/** Arabic button strings. */
const strings: ButtonStrings = {
  'connect': 'ربط المحفظة',
  'connecting': 'جارٍ الربط…',
  'selectNetwork': 'اختيار الشبكة',
}

export default strings
