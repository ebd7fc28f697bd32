import type en from './en.js'

const zh_CN: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '正在加载钱包',
  'title.Passkey': '通行密钥',
  'title.ApproveTransaction': '批准交易',
  'wallet.passkeyProtect': '用通行密钥保护',
  'wallet.passkeyOn': '已用通行密钥保护',
  'wallet.passkeyDone': '你的钱包已受通行密钥保护。新设备会要求使用它，没有它任何服务器都无法打开你的钱包。',
  'wallet.passkeyOpened': '你的通行密钥已在此设备上打开钱包。',
  'wallet.passkeyTryAgain': '重试',
  'title.AccountType': '账户类型',
  'wallet.accountType': '账户类型',
  'wallet.accountTypes': '你的账户',
  'wallet.smartAccount': '智能账户',
  'wallet.eoa': 'EOA',
  'wallet.inUse': '使用中',
  'wallet.useSmartAccount': '使用智能账户',
  'wallet.useEoa': '使用 EOA',
  'wallet.switchingAccountType': '正在切换账户…',
  'wallet.noSmartAccounts': '此网络没有智能账户：你在这里的账户是 EOA。',
  'wallet.passkeyError.PASSKEY_CANCELLED': '未使用通行密钥：操作已取消，或此设备上没有此钱包的通行密钥。未做任何更改。',
  'wallet.passkeyError.PASSKEY_NO_PRF': '此通行密钥无法保护钱包：它的验证器不支持。未做任何更改。',
  'wallet.passkeyError.PASSKEY_WRONG': '此通行密钥无法打开你的钱包。请使用你保护钱包时用的通行密钥。未做任何更改。',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': '此浏览器无法使用通行密钥。未做任何更改。',
  'wallet.passkeyError.PROTECT_FAILED': '无法保护你的钱包：无法保存其密钥分片。它仍可在此设备上打开；请稍后重试。',
}

export default zh_CN
