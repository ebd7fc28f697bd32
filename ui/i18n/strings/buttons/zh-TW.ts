import type { ButtonStrings } from '../../buttons.js'

/** Traditional Chinese button strings. */
const strings: ButtonStrings = {
  'connect': '連結錢包',
  'connecting': '連結中…',
  'selectNetwork': '選擇網路',
}

export default strings
