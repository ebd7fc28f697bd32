import type { ButtonStrings } from '../../buttons.js'

/** French button strings. */
const strings: ButtonStrings = {
  'connect': 'Connecter un wallet',
  'connecting': 'Connexion…',
  'selectNetwork': 'Choisir un réseau',
}

export default strings
