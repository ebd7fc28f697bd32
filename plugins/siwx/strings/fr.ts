import type en from './en.js'

/** French strings of the siwx plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} doit se connecter à votre wallet',
  'siwx.text': 'Signez ce message pour prouver que ce wallet vous appartient et continuer.',
  'siwx.textRequired': 'Signez ce message pour prouver que ce wallet vous appartient et continuer. Annuler vous déconnectera.',
  'siwx.sign': 'Signer',
  'siwx.cancel': 'Annuler',
  'siwx.checking': 'Vérification de votre connexion',
  'siwx.inWallet': 'Continuez dans votre wallet pour signer le message',
}

export default strings
