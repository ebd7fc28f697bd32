import type { ButtonStrings } from '../../buttons.js'

/** German button strings. */
const de: ButtonStrings = {
  connect: 'Wallet verbinden',
  connecting: 'Verbinde…',
  selectNetwork: 'Netzwerk wählen',
}

export default de
