import type en from './en.js'

/** Indonesian strings of the siwx plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} perlu terhubung ke dompet Anda',
  'siwx.text': 'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan.',
  'siwx.textRequired': 'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan melanjutkan. Jika dibatalkan, koneksi Anda akan diputus.',
  'siwx.sign': 'Tanda tangani',
  'siwx.cancel': 'Batal',
  'siwx.checking': 'Memeriksa proses masuk Anda',
  'siwx.inWallet': 'Lanjutkan di dompet Anda untuk menandatangani pesan',
}

export default strings
