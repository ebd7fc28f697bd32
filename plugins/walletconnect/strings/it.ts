import type en from './en.js'

/** Italian strings of the walletconnect plugin, loaded with `import()` when the modal shows `it`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Connetti wallet',
  'title.ConnectingWalletConnectBasic': 'Connetti wallet',
  'walletConnect.scan': 'Scansiona questo codice QR con il telefono',
  'walletConnect.qr': 'Codice QR da scansionare con il telefono',
  'walletConnect.preparing': 'Preparazione della connessione',
  'walletConnect.copy': 'Copia link',
  'walletConnect.copied': 'Link copiato',
  'walletConnect.copyFailed': 'Impossibile copiare il link',
  'walletConnect.openBrowser': 'Apri nel browser',
}

export default strings
