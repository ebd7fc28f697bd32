import type en from './en.js'

/** Japanese strings of the walletconnect plugin, loaded with `import()` when the modal shows `ja`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'ウォレットを接続',
  'title.ConnectingWalletConnectBasic': 'ウォレットを接続',
  'walletConnect.scan': 'この QR コードをスマートフォンでスキャンしてください',
  'walletConnect.qr': 'スマートフォンでスキャンする QR コード',
  'walletConnect.preparing': '接続を準備中',
  'walletConnect.copy': 'リンクをコピー',
  'walletConnect.copied': 'リンクをコピーしました',
  'walletConnect.copyFailed': 'リンクをコピーできませんでした',
  'walletConnect.openBrowser': 'ブラウザで開く',
}

export default strings
