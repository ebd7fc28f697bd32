import type en from './en.js'

/** Korean strings of the walletconnect plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'title.ConnectingWalletConnect': '지갑 연결',
  'title.ConnectingWalletConnectBasic': '지갑 연결',
  'walletConnect.scan': '휴대폰으로 이 QR 코드를 스캔하세요',
  'walletConnect.qr': '휴대폰으로 스캔할 QR 코드',
  'walletConnect.preparing': '연결 준비 중',
  'walletConnect.copy': '링크 복사',
  'walletConnect.copied': '링크가 복사되었습니다',
  'walletConnect.copyFailed': '링크를 복사하지 못했습니다',
  'walletConnect.openBrowser': '브라우저에서 열기',
}

export default strings
