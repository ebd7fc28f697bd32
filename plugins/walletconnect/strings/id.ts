import type en from './en.js'

/** Indonesian strings of the walletconnect plugin, loaded with `import()` when the modal shows `id`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Hubungkan Dompet',
  'title.ConnectingWalletConnectBasic': 'Hubungkan Dompet',
  'walletConnect.scan': 'Pindai kode QR ini dengan ponsel Anda',
  'walletConnect.qr': 'Kode QR untuk dipindai dengan ponsel Anda',
  'walletConnect.preparing': 'Menyiapkan koneksi',
  'walletConnect.copy': 'Salin tautan',
  'walletConnect.copied': 'Tautan disalin',
  'walletConnect.copyFailed': 'Tidak dapat menyalin tautan',
  'walletConnect.openBrowser': 'Buka di browser',
}

export default strings
