import type en from './en.js'

/** German strings of the Farcaster plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Mit dem Handy scannen',
  'farcaster.scanText': 'Scanne diesen QR-Code mit der Farcaster-App oder öffne den Link auf einem Gerät, auf dem sie installiert ist.',
  'farcaster.qr': 'QR-Code zur Anmeldung mit Farcaster',
  'farcaster.preparing': 'Anmeldung wird vorbereitet…',
  'farcaster.copy': 'Link kopieren',
  'farcaster.copied': 'Link kopiert',
  'farcaster.copyFailed': 'Der Link konnte nicht kopiert werden',
  'farcaster.open': 'Link öffnen',
  'farcaster.refused': 'Farcaster konnte diese Anmeldung nicht bestätigen: {message}',
  'farcaster.timeout': 'Die Anmeldung wurde nicht rechtzeitig beantwortet. Versuche es erneut.',
  'farcaster.failed': 'Die Anmeldung ist fehlgeschlagen: {message}',
  'farcaster.retry': 'Erneut versuchen',
  'farcaster.connecting': 'Du wirst angemeldet…',
}

export default de
