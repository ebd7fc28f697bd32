import type en from './en.js'

/** Filipino strings of the Farcaster plugin, loaded with `import()` when the locale is `fil`. */
const fil: Record<keyof typeof en, string> = {
  'farcaster.scan': 'I-scan gamit ang iyong phone',
  'farcaster.scanText': 'I-scan ang QR code na ito gamit ang Farcaster app, o buksan ang link sa device na mayroon nito.',
  'farcaster.qr': 'QR code para mag-sign in gamit ang Farcaster',
  'farcaster.preparing': 'Inihahanda ang pag-sign in…',
  'farcaster.copy': 'Kopyahin ang link',
  'farcaster.copied': 'Nakopya ang link',
  'farcaster.copyFailed': 'Hindi makopya ang link',
  'farcaster.open': 'Buksan ang link',
  'farcaster.refused': 'Hindi ma-verify ng Farcaster ang pag-sign in na ito: {message}',
  'farcaster.timeout': 'Hindi nasagot sa oras ang pag-sign in. Subukan ulit.',
  'farcaster.failed': 'Nabigo ang pag-sign in: {message}',
  'farcaster.retry': 'Subukang muli',
  'farcaster.connecting': 'Sina-sign in ka…',
}

export default fil
