import type en from './en.js'

/** Turkish strings of the onramp plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': 'Token Seçin',
  'title.OnRampFiatSelect': 'Para Birimi Seçin',
  'title.BuyInProgress': 'Satın Alınıyor',
  'onramp.youPay': 'Ödediğiniz',
  'onramp.youGet': 'Alacağınız',
  'onramp.limits': 'Kartla {min} ile {max} {currency} arası',
  'onramp.outOfLimits': '{min} ile {max} {currency} arasında bir tutar girin',
  'onramp.currency': 'Para birimi: {currency}',
  'onramp.token': 'Token: {symbol}',
  'onramp.quoting': 'Fiyat teklifi alınıyor',
  'onramp.estimate': 'Tahmini, sağlayıcı fiyat teklifi veremedi',
  'onramp.providers': 'Sağlayıcılar',
  'onramp.fee': 'Ücret {range}',
  'onramp.preparing': 'Hazırlanıyor',
  'onramp.unavailable': 'Kullanılamıyor',
  'onramp.noProviders': 'Bu ağda satın alma kullanılamıyor',
  'onramp.currencies': 'Para birimleri',
  'onramp.tokens': 'Tokenler',
  'onramp.inProgress': 'Satın alma işlemini {provider} penceresinde tamamlayın',
  'onramp.waiting': 'Satın alma işleminiz bekleniyor',
  'onramp.blocked': 'Tarayıcınız {provider} penceresini engelledi.',
  'onramp.openAgain': '{provider} aç',
  'onramp.done': '{amount} {symbol} satın aldınız',
  'onramp.doneSnack': 'Satın alma tamamlandı',
  'onramp.backToAccount': 'Hesaba dön',
}

export default strings
