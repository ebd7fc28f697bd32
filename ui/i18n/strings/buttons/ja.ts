import type { ButtonStrings } from '../../buttons.js'

/** Japanese button strings. */
const strings: ButtonStrings = {
  'connect': 'ウォレットを接続',
  'connecting': '接続中…',
  'selectNetwork': 'ネットワークを選択',
}

export default strings
