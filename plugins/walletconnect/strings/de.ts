import type en from './en.js'

/** German strings of the walletconnect plugin, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Wallet verbinden',
  'title.ConnectingWalletConnectBasic': 'Wallet verbinden',
  'walletConnect.scan': 'Scanne diesen QR-Code mit deinem Handy',
  'walletConnect.qr': 'QR-Code zum Scannen mit dem Handy',
  'walletConnect.preparing': 'Verbindung wird vorbereitet',
  'walletConnect.copy': 'Link kopieren',
  'walletConnect.copied': 'Link kopiert',
  'walletConnect.copyFailed': 'Der Link konnte nicht kopiert werden',
  'walletConnect.openBrowser': 'Im Browser öffnen',
}

export default de
