import type en from './en.js'

/** Turkish strings of the send plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': 'Gönder',
  'title.WalletSendPreview': 'Gönderimi İncele',
  'send.token': 'Token',
  'send.noTokens': 'Bu ağda gönderilecek token yok',
  'send.amount': 'Tutar',
  'send.max': 'Maks.',
  'send.balance': 'Bakiye: {balance}',
  'send.receiver': 'Alıcı adresi',
  'send.receiverPlaceholder': '0x… veya ad',
  'send.resolving': '{name} aranıyor',
  'send.preview': 'Gönderimi önizle',
  'send.from': 'Gönderen',
  'send.to': 'Alıcı',
  'send.network': 'Ağ',
  'send.send': 'Gönder',
  'send.retry': 'Tekrar dene',
  'send.cancel': 'İptal',
  'send.confirm': 'İşlemi cüzdanınızda onaylayın',
  'send.success': 'İşlem gönderildi',
  'send.error.unsupportedChain': 'Desteklenmeyen zincir',
  'send.error.required': 'Tutar ve alıcı adresi gerekli',
  'send.error.tokenRequired': 'Token gerekli',
  'send.error.invalidAmount': 'Geçersiz tutar',
  'send.error.tooManyDecimals': '{symbol} en fazla {decimals} ondalık basamağa izin verir',
  'send.error.insufficientBalance': 'Yetersiz {symbol} bakiyesi',
  'send.error.invalidAddress': 'Geçersiz adres',
  'send.error.nameNotFound': '{name} için adres bulunamadı',
  'send.error.resolveFailed': 'Ad çözümlenirken hata oluştu',
  'send.error.insufficientFee': 'Ağ ücreti için yeterli {symbol} yok',
  'send.fee': 'Ağ ücreti',
}

export default strings
