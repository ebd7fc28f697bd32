import type en from './en.js'

const tr: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Cüzdan yükleniyor',
  'title.Passkey': 'Geçiş anahtarı',
  'title.ApproveTransaction': 'İşlemi Onayla',
  'wallet.passkeyProtect': 'Geçiş anahtarıyla koru',
  'wallet.passkeyOn': 'Geçiş anahtarıyla korunuyor',
  'wallet.passkeyDone': 'Cüzdanınız bir geçiş anahtarıyla korunuyor. Yeni bir cihaz bunu isteyecek ve hiçbir sunucu cüzdanınızı onsuz açamaz.',
  'wallet.passkeyOpened': 'Geçiş anahtarınız cüzdanınızı bu cihazda açtı.',
  'wallet.passkeyTryAgain': 'Tekrar dene',
  'title.AccountType': 'Hesap türü',
  'wallet.accountType': 'Hesap türü',
  'wallet.accountTypes': 'Hesaplarınız',
  'wallet.smartAccount': 'Akıllı hesap',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Kullanımda',
  'wallet.useSmartAccount': 'Akıllı hesabı kullan',
  'wallet.useEoa': 'EOA’yı kullan',
  'wallet.switchingAccountType': 'Hesaplar değiştiriliyor…',
  'wallet.noSmartAccounts': 'Bu ağda akıllı hesap yok: buradaki hesabınız EOA’dır.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Geçiş anahtarı kullanılmadı: işlem iptal edildi ya da bu cihazda bu cüzdanın geçiş anahtarı yok. Hiçbir şey değiştirilmedi.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Bu geçiş anahtarı bir cüzdanı koruyamaz: doğrulayıcısı bunu desteklemiyor. Hiçbir şey değiştirilmedi.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Bu geçiş anahtarı cüzdanınızı açmıyor. Cüzdanı koruduğunuz geçiş anahtarını kullanın. Hiçbir şey değiştirilmedi.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Bu tarayıcıda geçiş anahtarları kullanılamaz. Hiçbir şey değiştirilmedi.',
  'wallet.passkeyError.PROTECT_FAILED': 'Cüzdanınız korunamadı: anahtar parçaları kaydedilemedi. Bu cihazda açılmaya devam ediyor; daha sonra tekrar deneyin.',
}

export default tr
