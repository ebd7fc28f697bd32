import type { ButtonStrings } from '../../buttons.js'

/** Simplified Chinese button strings. */
const strings: ButtonStrings = {
  'connect': '连接钱包',
  'connecting': '正在连接…',
  'selectNetwork': '选择网络',
}

export default strings
