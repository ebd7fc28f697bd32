import type en from './en.js'

/** Malay strings of the Farcaster plugin, loaded with `import()` when the locale is `ms`. */
const ms: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Imbas dengan telefon anda',
  'farcaster.scanText': 'Imbas kod QR ini dengan aplikasi Farcaster, atau buka pautan pada peranti yang memilikinya.',
  'farcaster.qr': 'Kod QR untuk log masuk dengan Farcaster',
  'farcaster.preparing': 'Menyediakan log masuk…',
  'farcaster.copy': 'Salin pautan',
  'farcaster.copied': 'Pautan disalin',
  'farcaster.copyFailed': 'Pautan tidak dapat disalin',
  'farcaster.open': 'Buka pautan',
  'farcaster.refused': 'Farcaster tidak dapat mengesahkan log masuk ini: {message}',
  'farcaster.timeout': 'Log masuk tidak dijawab tepat pada masanya. Cuba lagi.',
  'farcaster.failed': 'Log masuk gagal: {message}',
  'farcaster.retry': 'Cuba lagi',
  'farcaster.connecting': 'Sedang log masuk…',
}

export default ms
