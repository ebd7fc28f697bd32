import type en from './en.js'

/** Turkish strings of the socials plugin, loaded with `import()` when the locale is `tr`. */
const tr: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': 'Sosyal giriş',
  'social.label': 'Sosyal giriş',
  'social.continueWith': '{provider} ile devam et',
  'social.more': 'Diğer sosyal girişler',
  'social.list': 'Sosyal girişler',
  'social.waiting': '{provider} penceresinde devam edin',
  'social.waitingNote': 'Orada giriş yapın ve erişime izin verin; bu pencere kendiliğinden devam eder.',
  'social.connecting': 'Giriş yapılıyor…',
  'social.closed': '{provider} penceresi giriş bitmeden kapatıldı.',
  'social.blocked': 'Tarayıcı {provider} penceresini engelledi. Bu site için açılır pencerelere izin verip yeniden deneyin.',
  'social.denied': '{provider} hesabınızı paylaşmasına izin vermediniz, bu yüzden giriş yapılmadı.',
  'social.providerError': '{provider} giriş yapamadı: {message}',
  'social.timeout': 'Giriş çok uzun süre yanıt vermedi. Daha sonra yeniden deneyin.',
  'social.failed': 'Giriş başarısız: {message}',
  'social.retry': 'Yeniden dene',
}

export default tr
