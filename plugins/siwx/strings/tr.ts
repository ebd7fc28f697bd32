import type en from './en.js'

/** Turkish strings of the siwx plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app} cüzdanınıza bağlanmak istiyor',
  'siwx.text': 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.',
  'siwx.textRequired': 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
  'siwx.sign': 'İmzala',
  'siwx.cancel': 'İptal',
  'siwx.checking': 'Girişiniz kontrol ediliyor',
  'siwx.inWallet': 'Mesajı imzalamak için cüzdanınızda devam edin',
}

export default strings
