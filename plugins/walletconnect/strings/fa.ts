import type en from './en.js'

/** Persian strings of the walletconnect plugin, loaded with `import()` when the modal shows `fa`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'اتصال کیف پول',
  'title.ConnectingWalletConnectBasic': 'اتصال کیف پول',
  'walletConnect.scan': 'این کد QR را با تلفن خود اسکن کنید',
  'walletConnect.qr': 'کد QR برای اسکن با تلفن',
  'walletConnect.preparing': 'در حال آماده‌سازی اتصال',
  'walletConnect.copy': 'کپی پیوند',
  'walletConnect.copied': 'پیوند کپی شد',
  'walletConnect.copyFailed': 'کپی پیوند ممکن نشد',
  'walletConnect.openBrowser': 'باز کردن در مرورگر',
}

export default strings
