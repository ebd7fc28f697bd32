import type { EmailStrings } from './en.js'

/** Korean strings of the email plugin, loaded with `import()` when the modal shows `ko`. */
const strings: EmailStrings = {
  'title.EmailVerifyOtp': '이메일 확인',
  'title.EmailVerifyDevice': '기기 등록',
  'title.UpdateEmailWallet': '이메일 수정',
  'title.UpdateEmailPrimaryOtp': '현재 이메일 확인',
  'title.UpdateEmailSecondaryOtp': '새 이메일 확인',
  'email.label': '이메일',
  'email.placeholder': 'name@example.com',
  'email.continue': '계속',
  'email.invalid': '유효한 이메일 주소를 입력하세요',
  'email.otpSent': '{email}(으)로 보낸 6자리 코드를 입력하세요',
  'email.code': '코드',
  'email.resend': '코드 다시 보내기',
  'email.resendIn': '{seconds}초 후에 새 코드를 보낼 수 있습니다',
  'email.resent': '코드를 보냈습니다',
  'email.deviceText': '{email}(으)로 보낸 로그인 링크를 승인하세요',
  'email.deviceWaiting': '승인을 기다리는 중',
  'email.edit': '이메일 수정',
  'email.current': '현재 이메일: {email}',
  'email.newLabel': '새 이메일',
  'email.changed': '이메일이 {email}(으)로 변경되었습니다',
  'email.tryAgainAfter.other': '{count}초 후에 다시 시도해 주세요',
  'email.error.invalidCode': '잘못된 코드입니다',
  'email.error.expired': '코드가 만료되었습니다',
  'email.error.tooMany': '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요',
  'email.error.noCode': '보낸 코드가 없거나 이미 사용된 코드입니다',
  'email.error.inUse': '이미 사용 중인 이메일 주소입니다',
  'email.error.deviceTimeout': '시간 내에 기기가 승인되지 않았습니다',
}

export default strings
