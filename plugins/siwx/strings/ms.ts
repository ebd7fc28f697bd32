import type en from './en.js'

/** Malay strings of the siwx plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} perlu menyambung ke dompet anda',
  'siwx.text': 'Tandatangani mesej ini untuk membuktikan dompet ini milik anda dan teruskan.',
  'siwx.textRequired': 'Tandatangani mesej ini untuk membuktikan dompet ini milik anda dan teruskan. Membatalkan akan memutuskan sambungan anda.',
  'siwx.sign': 'Tandatangan',
  'siwx.cancel': 'Batal',
  'siwx.checking': 'Menyemak log masuk anda',
  'siwx.inWallet': 'Teruskan dalam dompet anda untuk menandatangani mesej',
}

export default strings
