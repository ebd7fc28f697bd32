import type en from './en.js'

/** French strings of the "What is a wallet?" view, loaded with `import()` when the locale is `fr`. */
const fr: Record<keyof typeof en, string> = {
  'help.loginTitle': 'Une connexion pour toutes les apps',
  'help.loginText': 'Les apps demandent à votre wallet qui vous êtes : ni mot de passe, ni inscription.',
  'help.keysTitle': 'Vos tokens restent à vous',
  'help.keysText': 'Un wallet garde vos clés. Vous seul pouvez envoyer, recevoir et approuver.',
  'help.getTitle': 'Sur votre téléphone ou dans votre navigateur',
  'help.getText': 'Installez une app de wallet ou une extension de navigateur, puis connectez-la ici.',
  'help.get': 'Obtenir un wallet',
}

export default fr
