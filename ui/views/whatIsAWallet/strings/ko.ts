import type en from './en.js'

/** Korean strings of the "What is a wallet?" view, loaded with `import()` when the locale is `ko`. */
const ko: Record<keyof typeof en, string> = {
  'help.loginTitle': '모든 앱에 하나의 로그인',
  'help.loginText': '앱은 지갑에 당신이 누구인지 묻습니다. 비밀번호도 가입 양식도 없습니다.',
  'help.keysTitle': '토큰은 계속 당신의 것',
  'help.keysText': '지갑은 당신의 키를 보관합니다. 보내기, 받기, 승인은 당신만 할 수 있습니다.',
  'help.getTitle': '휴대폰에서도 브라우저에서도',
  'help.getText': '지갑 앱이나 브라우저 확장 프로그램을 설치한 뒤 여기에서 연결하세요.',
  'help.get': '지갑 받기',
}

export default ko
