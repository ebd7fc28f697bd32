import type { ButtonStrings } from '../../buttons.js'

/** Korean button strings. */
const strings: ButtonStrings = {
  'connect': '지갑 연결',
  'connecting': '연결 중…',
  'selectNetwork': '네트워크 선택',
}

export default strings
