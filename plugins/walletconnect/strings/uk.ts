import type en from './en.js'

/** Ukrainian strings of the walletconnect plugin, loaded with `import()` when the modal shows `uk`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Підключити гаманець',
  'title.ConnectingWalletConnectBasic': 'Підключити гаманець',
  'walletConnect.scan': 'Відскануйте цей QR-код телефоном',
  'walletConnect.qr': 'QR-код для сканування телефоном',
  'walletConnect.preparing': 'Підготовка підключення',
  'walletConnect.copy': 'Копіювати посилання',
  'walletConnect.copied': 'Посилання скопійовано',
  'walletConnect.copyFailed': 'Не вдалося скопіювати посилання',
  'walletConnect.openBrowser': 'Відкрити в браузері',
}

export default strings
