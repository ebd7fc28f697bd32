import type en from './en.js'

/** Dutch strings of the walletconnect plugin, loaded with `import()` when the modal shows `nl`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Wallet verbinden',
  'title.ConnectingWalletConnectBasic': 'Wallet verbinden',
  'walletConnect.scan': 'Scan deze QR-code met je telefoon',
  'walletConnect.qr': 'QR-code om met je telefoon te scannen',
  'walletConnect.preparing': 'Verbinding voorbereiden',
  'walletConnect.copy': 'Link kopiëren',
  'walletConnect.copied': 'Link gekopieerd',
  'walletConnect.copyFailed': 'Kan de link niet kopiëren',
  'walletConnect.openBrowser': 'Openen in browser',
}

export default strings
