// The Farcaster plugin's English strings, shipped with the plugin (not in the modal's catalogue).
const en = {
  'farcaster.scan': 'Scan with your phone',
  'farcaster.scanText': 'Scan this QR code with the Farcaster app, or open the link on a device that has it.',
  'farcaster.qr': 'QR code to sign in with Farcaster',
  'farcaster.preparing': 'Preparing the sign-in…',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
  'farcaster.copyFailed': 'The link could not be copied',
  'farcaster.open': 'Open link',
  'farcaster.refused': 'Farcaster could not verify this sign-in: {message}',
  'farcaster.timeout': 'The sign-in was not answered in time. Try again.',
  'farcaster.failed': 'The sign-in failed: {message}',
  'farcaster.retry': 'Try again',
  'farcaster.connecting': 'Signing you in…',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
