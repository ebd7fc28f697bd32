import type en from './en.js'

/** Turkish strings of the walletconnect plugin, loaded with `import()` when the modal shows `tr`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Cüzdan Bağla',
  'title.ConnectingWalletConnectBasic': 'Cüzdan Bağla',
  'walletConnect.scan': 'Bu QR kodunu telefonunuzla tarayın',
  'walletConnect.qr': 'Telefonunuzla taranacak QR kodu',
  'walletConnect.preparing': 'Bağlantı hazırlanıyor',
  'walletConnect.copy': 'Bağlantıyı kopyala',
  'walletConnect.copied': 'Bağlantı kopyalandı',
  'walletConnect.copyFailed': 'Bağlantı kopyalanamadı',
  'walletConnect.openBrowser': 'Tarayıcıda aç',
}

export default strings
