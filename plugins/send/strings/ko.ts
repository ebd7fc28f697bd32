import type en from './en.js'

/** Korean strings of the send plugin, loaded with `import()` when the modal shows `ko`. */
const strings: Record<keyof typeof en, string> = {
  'title.WalletSend': '보내기',
  'title.WalletSendPreview': '보내기 검토',
  'send.token': '토큰',
  'send.noTokens': '이 네트워크에서 보낼 토큰이 없습니다',
  'send.amount': '금액',
  'send.max': '최대',
  'send.balance': '잔액: {balance}',
  'send.receiver': '받는 주소',
  'send.receiverPlaceholder': '0x… 또는 이름',
  'send.resolving': '{name} 찾는 중',
  'send.preview': '보내기 미리보기',
  'send.from': '보내는 주소',
  'send.to': '받는 주소',
  'send.network': '네트워크',
  'send.send': '보내기',
  'send.retry': '다시 시도',
  'send.cancel': '취소',
  'send.confirm': '지갑에서 트랜잭션을 확인하세요',
  'send.success': '트랜잭션을 보냈습니다',
  'send.error.unsupportedChain': '지원되지 않는 체인',
  'send.error.required': '금액과 받는 주소를 입력해야 합니다',
  'send.error.tokenRequired': '토큰을 선택해야 합니다',
  'send.error.invalidAmount': '잘못된 금액',
  'send.error.tooManyDecimals': '{symbol}은(는) 소수점 이하 최대 {decimals}자리까지 허용됩니다',
  'send.error.insufficientBalance': '{symbol} 잔액이 부족합니다',
  'send.error.invalidAddress': '잘못된 주소',
  'send.error.nameNotFound': '{name}의 주소를 찾을 수 없습니다',
  'send.error.resolveFailed': '이름을 확인하는 중 오류가 발생했습니다',
  'send.error.insufficientFee': '네트워크 수수료를 낼 {symbol}이(가) 부족합니다',
  'send.fee': '네트워크 수수료',
}

export default strings
