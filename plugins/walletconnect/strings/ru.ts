import type en from './en.js'

/** Russian strings of the walletconnect plugin, loaded with `import()` when the modal shows `ru`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Подключить кошелёк',
  'title.ConnectingWalletConnectBasic': 'Подключить кошелёк',
  'walletConnect.scan': 'Отсканируйте этот QR-код телефоном',
  'walletConnect.qr': 'QR-код для сканирования телефоном',
  'walletConnect.preparing': 'Подготовка подключения',
  'walletConnect.copy': 'Копировать ссылку',
  'walletConnect.copied': 'Ссылка скопирована',
  'walletConnect.copyFailed': 'Не удалось скопировать ссылку',
  'walletConnect.openBrowser': 'Открыть в браузере',
}

export default strings
