import type en from './en.js'

/** Dutch strings of the Farcaster plugin, loaded with `import()` when the locale is `nl`. */
const nl: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Scan met je telefoon',
  'farcaster.scanText': 'Scan deze QR-code met de Farcaster-app, of open de link op een apparaat waarop die staat.',
  'farcaster.qr': 'QR-code om in te loggen met Farcaster',
  'farcaster.preparing': 'Inloggen wordt voorbereid…',
  'farcaster.copy': 'Link kopiëren',
  'farcaster.copied': 'Link gekopieerd',
  'farcaster.copyFailed': 'De link kon niet worden gekopieerd',
  'farcaster.open': 'Link openen',
  'farcaster.refused': 'Farcaster kon deze aanmelding niet bevestigen: {message}',
  'farcaster.timeout': 'Er kwam niet op tijd antwoord op de aanmelding. Probeer het opnieuw.',
  'farcaster.failed': 'Inloggen is mislukt: {message}',
  'farcaster.retry': 'Opnieuw proberen',
  'farcaster.connecting': 'Je wordt ingelogd…',
}

export default nl
