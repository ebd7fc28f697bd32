import type en from './en.js'

/** Brazilian Portuguese strings of the walletconnect plugin, loaded with `import()` when the modal shows `pt-BR`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Conectar carteira',
  'title.ConnectingWalletConnectBasic': 'Conectar carteira',
  'walletConnect.scan': 'Escaneie este QR code com seu celular',
  'walletConnect.qr': 'QR code para escanear com seu celular',
  'walletConnect.preparing': 'Preparando a conexão',
  'walletConnect.copy': 'Copiar link',
  'walletConnect.copied': 'Link copiado',
  'walletConnect.copyFailed': 'Não foi possível copiar o link',
  'walletConnect.openBrowser': 'Abrir no navegador',
}

export default strings
