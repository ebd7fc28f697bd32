import type en from './en.js'

/** Vietnamese strings of the walletconnect plugin, loaded with `import()` when the modal shows `vi`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': 'Kết nối ví',
  'title.ConnectingWalletConnectBasic': 'Kết nối ví',
  'walletConnect.scan': 'Quét mã QR này bằng điện thoại',
  'walletConnect.qr': 'Mã QR để quét bằng điện thoại',
  'walletConnect.preparing': 'Đang chuẩn bị kết nối',
  'walletConnect.copy': 'Sao chép liên kết',
  'walletConnect.copied': 'Đã sao chép liên kết',
  'walletConnect.copyFailed': 'Không thể sao chép liên kết',
  'walletConnect.openBrowser': 'Mở trong trình duyệt',
}

export default strings
