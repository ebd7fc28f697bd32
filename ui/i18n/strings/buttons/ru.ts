import type { ButtonStrings } from '../../buttons.js'

/** Russian button strings. */
const strings: ButtonStrings = {
  'connect': 'Подключить кошелёк',
  'connecting': 'Подключение…',
  'selectNetwork': 'Выбрать сеть',
}

export default strings
