import type { ButtonStrings } from '../../buttons.js'

/** Persian button strings. */
const strings: ButtonStrings = {
  'connect': 'اتصال کیف پول',
  'connecting': 'در حال اتصال…',
  'selectNetwork': 'انتخاب شبکه',
}

export default strings
