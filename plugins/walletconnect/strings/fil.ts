import type en from './en.js'

/** Filipino strings of the walletconnect plugin, loaded with `import()` when the modal shows `fil`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Ikonekta ang Wallet',
  'title.ConnectingWalletConnectBasic': 'Ikonekta ang Wallet',
  'walletConnect.scan': 'I-scan ang QR code na ito gamit ang iyong phone',
  'walletConnect.qr': 'QR code na ii-scan gamit ang iyong phone',
  'walletConnect.preparing': 'Inihahanda ang koneksyon',
  'walletConnect.copy': 'Kopyahin ang link',
  'walletConnect.copied': 'Nakopya ang link',
  'walletConnect.copyFailed': 'Hindi makopya ang link',
  'walletConnect.openBrowser': 'Buksan sa browser',
}

export default strings
