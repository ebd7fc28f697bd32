import type en from './en.js'

/** Traditional Chinese strings of the walletconnect plugin, loaded with `import()` when the modal shows `zh-TW`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': '連結錢包',
  'title.ConnectingWalletConnectBasic': '連結錢包',
  'walletConnect.scan': '請用手機掃描此 QR 碼',
  'walletConnect.qr': '用手機掃描的 QR 碼',
  'walletConnect.preparing': '正在準備連結',
  'walletConnect.copy': '複製連結',
  'walletConnect.copied': '已複製連結',
  'walletConnect.copyFailed': '無法複製連結',
  'walletConnect.openBrowser': '在瀏覽器中開啟',
}

export default strings
