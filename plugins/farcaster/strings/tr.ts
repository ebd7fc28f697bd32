import type en from './en.js'

/** Turkish strings of the Farcaster plugin, loaded with `import()` when the locale is `tr`. */
const tr: Record<keyof typeof en, string> = {
  'farcaster.scan': 'Telefonunla tara',
  'farcaster.scanText': 'Bu QR kodunu Farcaster uygulamasıyla tara veya bağlantıyı uygulamanın yüklü olduğu bir cihazda aç.',
  'farcaster.qr': 'Farcaster ile giriş için QR kodu',
  'farcaster.preparing': 'Giriş hazırlanıyor…',
  'farcaster.copy': 'Bağlantıyı kopyala',
  'farcaster.copied': 'Bağlantı kopyalandı',
  'farcaster.copyFailed': 'Bağlantı kopyalanamadı',
  'farcaster.open': 'Bağlantıyı aç',
  'farcaster.refused': 'Farcaster bu girişi doğrulayamadı: {message}',
  'farcaster.timeout': 'Girişe zamanında yanıt verilmedi. Tekrar dene.',
  'farcaster.failed': 'Giriş başarısız oldu: {message}',
  'farcaster.retry': 'Yeniden dene',
  'farcaster.connecting': 'Giriş yapılıyor…',
}

export default tr
