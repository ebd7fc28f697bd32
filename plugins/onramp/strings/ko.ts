import type en from './en.js'

/** Korean strings of the onramp plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'title.OnRampTokenSelect': '토큰 선택',
  'title.OnRampFiatSelect': '통화 선택',
  'title.BuyInProgress': '구매 중',
  'onramp.youPay': '지불 금액',
  'onramp.youGet': '받을 금액',
  'onramp.limits': '카드로 {min}~{max} {currency}',
  'onramp.outOfLimits': '{min}~{max} {currency} 사이의 금액을 입력하세요',
  'onramp.currency': '통화: {currency}',
  'onramp.token': '토큰: {symbol}',
  'onramp.quoting': '견적을 가져오는 중',
  'onramp.estimate': '추정치이며, 제공업체가 견적을 제공하지 못했습니다',
  'onramp.providers': '제공업체',
  'onramp.fee': '수수료 {range}',
  'onramp.preparing': '준비 중',
  'onramp.unavailable': '이용 불가',
  'onramp.noProviders': '이 네트워크에서는 구매할 수 없습니다',
  'onramp.currencies': '통화',
  'onramp.tokens': '토큰',
  'onramp.inProgress': '{provider} 창에서 구매를 완료하세요',
  'onramp.waiting': '구매 완료를 기다리는 중',
  'onramp.blocked': '브라우저가 {provider} 창을 차단했습니다.',
  'onramp.openAgain': '{provider} 열기',
  'onramp.done': '{amount} {symbol}을(를) 구매했습니다',
  'onramp.doneSnack': '구매 완료',
  'onramp.backToAccount': '계정으로 돌아가기',
}

export default strings
