import type en from './en.js'

/** Arabic strings of the walletconnect plugin, loaded with `import()` when the modal shows `ar`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'ربط المحفظة',
  'title.ConnectingWalletConnectBasic': 'ربط المحفظة',
  'walletConnect.scan': 'امسح رمز QR هذا بهاتفك',
  'walletConnect.qr': 'رمز QR للمسح بهاتفك',
  'walletConnect.preparing': 'جارٍ تجهيز الربط',
  'walletConnect.copy': 'نسخ الرابط',
  'walletConnect.copied': 'تم نسخ الرابط',
  'walletConnect.copyFailed': 'تعذّر نسخ الرابط',
  'walletConnect.openBrowser': 'فتح في المتصفح',
}

export default strings
