import type en from './en.js'

/** French strings of the walletconnect plugin, loaded with `import()` when the modal shows `fr`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Connecter un wallet',
  'title.ConnectingWalletConnectBasic': 'Connecter un wallet',
  'walletConnect.scan': 'Scannez ce QR code avec votre téléphone',
  'walletConnect.qr': 'QR code à scanner avec votre téléphone',
  'walletConnect.preparing': 'Préparation de la connexion',
  'walletConnect.copy': 'Copier le lien',
  'walletConnect.copied': 'Lien copié',
  'walletConnect.copyFailed': 'Impossible de copier le lien',
  'walletConnect.openBrowser': 'Ouvrir dans le navigateur',
}

export default strings
