import type en from './en.js'

const zh_TW: Record<keyof typeof en, string> = {
  'wallet.approveLoading': '正在載入錢包',
  'title.Passkey': '密碼金鑰',
  'title.ApproveTransaction': '核准交易',
  'wallet.passkeyProtect': '以密碼金鑰保護',
  'wallet.passkeyOn': '已用密碼金鑰保護',
  'wallet.passkeyDone': '你的錢包已受密碼金鑰保護。新裝置會要求使用它，沒有它任何伺服器都無法開啟你的錢包。',
  'wallet.passkeyOpened': '你的密碼金鑰已在這部裝置上開啟錢包。',
  'wallet.passkeyTryAgain': '重試',
  'title.AccountType': '帳戶類型',
  'wallet.accountType': '帳戶類型',
  'wallet.accountTypes': '你的帳戶',
  'wallet.smartAccount': '智慧帳戶',
  'wallet.eoa': 'EOA',
  'wallet.inUse': '使用中',
  'wallet.useSmartAccount': '使用智慧帳戶',
  'wallet.useEoa': '使用 EOA',
  'wallet.switchingAccountType': '正在切換帳戶…',
  'wallet.noSmartAccounts': '此網路沒有智慧帳戶：你在這裡的帳戶是 EOA。',
  'wallet.passkeyError.PASSKEY_CANCELLED': '未使用密碼金鑰：操作已取消，或這部裝置上沒有此錢包的密碼金鑰。未做任何變更。',
  'wallet.passkeyError.PASSKEY_NO_PRF': '此密碼金鑰無法保護錢包：它的驗證器不支援。未做任何變更。',
  'wallet.passkeyError.PASSKEY_WRONG': '此密碼金鑰無法開啟你的錢包。請使用你保護錢包時用的密碼金鑰。未做任何變更。',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': '此瀏覽器無法使用密碼金鑰。未做任何變更。',
  'wallet.passkeyError.PROTECT_FAILED': '無法保護你的錢包：無法儲存其金鑰分片。它仍可在這部裝置上開啟；請稍後重試。',
}

export default zh_TW
