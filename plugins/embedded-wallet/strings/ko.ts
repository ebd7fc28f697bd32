import type en from './en.js'

const ko: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '지갑 불러오는 중',
  'title.Passkey': '패스키',
  'title.ApproveTransaction': '트랜잭션 승인',
  'wallet.passkeyProtect': '패스키로 보호',
  'wallet.passkeyOn': '패스키로 보호됨',
  'wallet.passkeyDone': '지갑이 패스키로 보호되고 있습니다. 새 기기에서는 패스키를 요청하며, 어떤 서버도 패스키 없이 지갑을 열 수 없습니다.',
  'wallet.passkeyOpened': '패스키로 이 기기에서 지갑을 열었습니다.',
  'wallet.passkeyTryAgain': '다시 시도',
  'title.AccountType': '계정 유형',
  'wallet.accountType': '계정 유형',
  'wallet.accountTypes': '내 계정',
  'wallet.smartAccount': '스마트 계정',
  'wallet.eoa': 'EOA',
  'wallet.inUse': '사용 중',
  'wallet.useSmartAccount': '스마트 계정 사용',
  'wallet.useEoa': 'EOA 사용',
  'wallet.switchingAccountType': '계정 전환 중…',
  'wallet.noSmartAccounts': '이 네트워크에는 스마트 계정이 없습니다. 여기서 계정은 EOA입니다.',
  'wallet.passkeyError.PASSKEY_CANCELLED': '패스키가 사용되지 않았습니다. 취소되었거나 이 기기에 이 지갑의 패스키가 없습니다. 변경된 내용은 없습니다.',
  'wallet.passkeyError.PASSKEY_NO_PRF': '이 패스키로는 지갑을 보호할 수 없습니다. 인증기가 지원하지 않습니다. 변경된 내용은 없습니다.',
  'wallet.passkeyError.PASSKEY_WRONG': '이 패스키로는 지갑을 열 수 없습니다. 지갑을 보호할 때 사용한 패스키를 사용하세요. 변경된 내용은 없습니다.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': '이 브라우저에서는 패스키를 사용할 수 없습니다. 변경된 내용은 없습니다.',
  'wallet.passkeyError.PROTECT_FAILED': '지갑을 보호하지 못했습니다. 키 조각을 저장하지 못했습니다. 이 기기에서는 계속 열 수 있으니 나중에 다시 시도하세요.',
}

export default ko
