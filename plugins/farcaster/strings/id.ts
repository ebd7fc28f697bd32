import type en from './en.js'

/** Indonesian strings of the Farcaster plugin, loaded with `import()` when the locale is `id`. */
const id: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Pindai dengan ponsel Anda',
  'farcaster.scanText': 'Pindai kode QR ini dengan aplikasi Farcaster, atau buka tautan di perangkat yang memilikinya.',
  'farcaster.qr': 'Kode QR untuk masuk dengan Farcaster',
  'farcaster.preparing': 'Menyiapkan proses masuk…',
  'farcaster.copy': 'Salin tautan',
  'farcaster.copied': 'Tautan disalin',
  'farcaster.copyFailed': 'Tautan tidak dapat disalin',
  'farcaster.open': 'Buka tautan',
  'farcaster.refused': 'Farcaster tidak dapat memverifikasi proses masuk ini: {message}',
  'farcaster.timeout': 'Proses masuk tidak dijawab tepat waktu. Coba lagi.',
  'farcaster.failed': 'Gagal masuk: {message}',
  'farcaster.retry': 'Coba lagi',
  'farcaster.connecting': 'Sedang memasukkan Anda…',
}

export default id
