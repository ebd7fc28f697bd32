import type en from './en.js'

/** French strings of the socials plugin, loaded with `import()` when the locale is `fr`. */
const fr: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Connexion sociale',
  'social.label': 'Connexion sociale',
  'social.continueWith': 'Continuer avec {provider}',
  'social.more': 'Autres connexions sociales',
  'social.list': 'Connexions sociales',
  'social.waiting': 'Continuez dans la fenêtre {provider}',
  'social.waitingNote': 'Connectez-vous là-bas et autorisez l’accès ; cette fenêtre continue d’elle-même.',
  'social.connecting': 'Connexion en cours…',
  'social.closed': 'La fenêtre {provider} a été fermée avant la fin de la connexion.',
  'social.blocked': 'Le navigateur a bloqué la fenêtre {provider}. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  'social.denied': 'Vous n’avez pas autorisé {provider} à partager votre compte : vous n’êtes pas connecté.',
  'social.providerError': '{provider} n’a pas pu vous connecter : {message}',
  'social.timeout': 'La connexion a mis trop de temps à répondre. Réessayez plus tard.',
  'social.failed': 'La connexion a échoué : {message}',
  'social.retry': 'Réessayer',
}

export default fr
