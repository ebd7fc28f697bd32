import type en from './en.js'

/** Italian strings of the Farcaster plugin, loaded with `import()` when the locale is `it`. */
const it: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Scansiona con il telefono',
  'farcaster.scanText': "Scansiona questo codice QR con l'app Farcaster, oppure apri il link su un dispositivo che la ha.",
  'farcaster.qr': 'Codice QR per accedere con Farcaster',
  'farcaster.preparing': "Preparazione dell'accesso…",
  'farcaster.copy': 'Copia link',
  'farcaster.copied': 'Link copiato',
  'farcaster.copyFailed': 'Impossibile copiare il link',
  'farcaster.open': 'Apri link',
  'farcaster.refused': 'Farcaster non ha potuto verificare questo accesso: {message}',
  'farcaster.timeout': "L'accesso non ha ricevuto risposta in tempo. Riprova.",
  'farcaster.failed': "L'accesso non è riuscito: {message}",
  'farcaster.retry': 'Riprova',
  'farcaster.connecting': 'Accesso in corso…',
}

export default it
