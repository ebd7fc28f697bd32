import type en from './en.js'

/** Korean strings of the socials plugin, loaded with `import()` when the locale is `ko`. */
const ko: Record<keyof typeof en, string> = {
  'title.ConnectingSocial': '소셜 로그인',
  'social.label': '소셜 로그인',
  'social.continueWith': '{provider}(으)로 계속',
  'social.more': '다른 소셜 로그인',
  'social.list': '소셜 로그인',
  'social.waiting': '{provider} 창에서 계속하세요',
  'social.waitingNote': '그곳에서 로그인하고 접근을 허용하세요. 이 창은 자동으로 계속됩니다.',
  'social.connecting': '로그인하는 중…',
  'social.closed': '로그인이 끝나기 전에 {provider} 창이 닫혔습니다.',
  'social.blocked': '브라우저가 {provider} 창을 차단했습니다. 이 사이트의 팝업을 허용한 뒤 다시 시도하세요.',
  'social.denied': '{provider}의 계정 공유를 허용하지 않아 로그인되지 않았습니다.',
  'social.providerError': '{provider}에서 로그인하지 못했습니다: {message}',
  'social.timeout': '로그인 응답이 너무 오래 걸렸습니다. 나중에 다시 시도하세요.',
  'social.failed': '로그인 실패: {message}',
  'social.retry': '다시 시도',
}

export default ko
