import type { ButtonStrings } from '../../buttons.js'

/** Thai button strings. */
const strings: ButtonStrings = {
  'connect': 'เชื่อมต่อวอลเล็ต',
  'connecting': 'กำลังเชื่อมต่อ…',
  'selectNetwork': 'เลือกเครือข่าย',
}

export default strings
