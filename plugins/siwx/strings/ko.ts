import type en from './en.js'

/** Korean strings of the siwx plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'siwx.heading': '{app}에서 지갑 연결을 요청합니다',
  'siwx.text': '이 지갑의 소유자임을 증명하고 계속하려면 메시지에 서명하세요.',
  'siwx.textRequired': '이 지갑의 소유자임을 증명하고 계속하려면 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  'siwx.sign': '서명',
  'siwx.cancel': '취소',
  'siwx.checking': '로그인 확인 중',
  'siwx.inWallet': '지갑에서 메시지에 서명하세요',
}

export default strings
