import type en from './en.js'

/** French strings of the Farcaster plugin, loaded with `import()` when the locale is `fr`. */
const fr: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Scannez avec votre téléphone',
  'farcaster.scanText': "Scannez ce code QR avec l'app Farcaster, ou ouvrez le lien sur un appareil qui l'a.",
  'farcaster.qr': 'Code QR pour se connecter avec Farcaster',
  'farcaster.preparing': 'Préparation de la connexion…',
  'farcaster.copy': 'Copier le lien',
  'farcaster.copied': 'Lien copié',
  'farcaster.copyFailed': "Le lien n'a pas pu être copié",
  'farcaster.open': 'Ouvrir le lien',
  'farcaster.refused': "Farcaster n'a pas pu vérifier cette connexion : {message}",
  'farcaster.timeout': "La connexion n'a pas reçu de réponse à temps. Réessayez.",
  'farcaster.failed': 'La connexion a échoué : {message}',
  'farcaster.retry': 'Réessayer',
  'farcaster.connecting': 'Connexion en cours…',
}

export default fr
