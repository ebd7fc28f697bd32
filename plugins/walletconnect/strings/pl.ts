import type en from './en.js'

/** Polish strings of the walletconnect plugin, loaded with `import()` when the modal shows `pl`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Połącz portfel',
  'title.ConnectingWalletConnectBasic': 'Połącz portfel',
  'walletConnect.scan': 'Zeskanuj ten kod QR telefonem',
  'walletConnect.qr': 'Kod QR do zeskanowania telefonem',
  'walletConnect.preparing': 'Przygotowywanie połączenia',
  'walletConnect.copy': 'Kopiuj link',
  'walletConnect.copied': 'Link skopiowany',
  'walletConnect.copyFailed': 'Nie udało się skopiować linku',
  'walletConnect.openBrowser': 'Otwórz w przeglądarce',
}

export default strings
