import type en from './en.js'

/** Polish strings of the Farcaster plugin, loaded with `import()` when the locale is `pl`. */
const pl: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Zeskanuj telefonem',
  'farcaster.scanText': 'Zeskanuj ten kod QR aplikacją Farcaster lub otwórz link na urządzeniu, na którym ją masz.',
  'farcaster.qr': 'Kod QR do logowania przez Farcaster',
  'farcaster.preparing': 'Przygotowywanie logowania…',
  'farcaster.copy': 'Kopiuj link',
  'farcaster.copied': 'Skopiowano link',
  'farcaster.copyFailed': 'Nie udało się skopiować linku',
  'farcaster.open': 'Otwórz link',
  'farcaster.refused': 'Farcaster nie mógł potwierdzić tego logowania: {message}',
  'farcaster.timeout': 'Logowanie nie otrzymało odpowiedzi na czas. Spróbuj ponownie.',
  'farcaster.failed': 'Logowanie nie powiodło się: {message}',
  'farcaster.retry': 'Spróbuj ponownie',
  'farcaster.connecting': 'Logowanie…',
}

export default pl
