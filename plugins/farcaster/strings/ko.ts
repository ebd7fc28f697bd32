import type en from './en.js'

/** Korean strings of the Farcaster plugin, loaded with `import()` when the locale is `ko`. */
const ko: Record<keyof typeof en, string> = {
  'farcaster.scan': '휴대폰으로 스캔하세요',
  'farcaster.scanText': '이 QR 코드를 Farcaster 앱으로 스캔하거나, 앱이 있는 기기에서 링크를 여세요.',
  'farcaster.qr': 'Farcaster 로그인용 QR 코드',
  'farcaster.preparing': '로그인을 준비하는 중…',
  'farcaster.copy': '링크 복사',
  'farcaster.copied': '링크를 복사했습니다',
  'farcaster.copyFailed': '링크를 복사할 수 없습니다',
  'farcaster.open': '링크 열기',
  'farcaster.refused': 'Farcaster가 이 로그인을 확인하지 못했습니다: {message}',
  'farcaster.timeout': '로그인에 제시간에 응답이 없었습니다. 다시 시도하세요.',
  'farcaster.failed': '로그인에 실패했습니다: {message}',
  'farcaster.retry': '다시 시도',
  'farcaster.connecting': '로그인하는 중…',
}

export default ko
