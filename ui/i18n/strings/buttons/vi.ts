import type { ButtonStrings } from '../../buttons.js'

/** Vietnamese button strings. */
const strings: ButtonStrings = {
  'connect': 'Kết nối ví',
  'connecting': 'Đang kết nối…',
  'selectNetwork': 'Chọn mạng',
}

export default strings
