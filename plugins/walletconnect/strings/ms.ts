import type en from './en.js'

/** Malay strings of the walletconnect plugin, loaded with `import()` when the modal shows `ms`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Sambungkan Dompet',
  'title.ConnectingWalletConnectBasic': 'Sambungkan Dompet',
  'walletConnect.scan': 'Imbas kod QR ini dengan telefon anda',
  'walletConnect.qr': 'Kod QR untuk diimbas dengan telefon anda',
  'walletConnect.preparing': 'Menyediakan sambungan',
  'walletConnect.copy': 'Salin pautan',
  'walletConnect.copied': 'Pautan disalin',
  'walletConnect.copyFailed': 'Tidak dapat menyalin pautan',
  'walletConnect.openBrowser': 'Buka dalam pelayar',
}

export default strings
