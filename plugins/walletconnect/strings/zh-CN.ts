import type en from './en.js'

/** Simplified Chinese strings of the walletconnect plugin, loaded with `import()` when the modal shows `zh-CN`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': '连接钱包',
  'title.ConnectingWalletConnectBasic': '连接钱包',
  'walletConnect.scan': '请用手机扫描此QR 码',
  'walletConnect.qr': '用手机扫描的QR 码',
  'walletConnect.preparing': '正在准备连接',
  'walletConnect.copy': '复制链接',
  'walletConnect.copied': '链接已复制',
  'walletConnect.copyFailed': '无法复制链接',
  'walletConnect.openBrowser': '在浏览器中打开',
}

export default strings
