import type en from './en.js'

/** Spanish strings of the walletconnect plugin, loaded with `import()` when the modal shows `es`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Conectar billetera',
  'title.ConnectingWalletConnectBasic': 'Conectar billetera',
  'walletConnect.scan': 'Escanea este código QR con tu teléfono',
  'walletConnect.qr': 'Código QR para escanear con tu teléfono',
  'walletConnect.preparing': 'Preparando la conexión',
  'walletConnect.copy': 'Copiar enlace',
  'walletConnect.copied': 'Enlace copiado',
  'walletConnect.copyFailed': 'No se pudo copiar el enlace',
  'walletConnect.openBrowser': 'Abrir en el navegador',
}

export default strings
