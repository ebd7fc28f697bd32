import type en from './en.js'

const fil: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Nilo-load ang wallet',
  'title.Passkey': 'Passkey',
  'title.ApproveTransaction': 'Pag-apruba',
  'wallet.passkeyProtect': 'Protektahan gamit ang passkey',
  'wallet.passkeyOn': 'Protektado ng passkey',
  'wallet.passkeyDone': 'Protektado ng passkey ang iyong wallet. Hihingin ito ng bagong device, at walang server na makakapagbukas ng wallet mo nang wala ito.',
  'wallet.passkeyOpened': 'Nabuksan ng iyong passkey ang wallet mo sa device na ito.',
  'wallet.passkeyTryAgain': 'Subukan ulit',
  'title.AccountType': 'Uri ng account',
  'wallet.accountType': 'Uri ng account',
  'wallet.accountTypes': 'Iyong mga account',
  'wallet.smartAccount': 'Smart account',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'Ginagamit',
  'wallet.useSmartAccount': 'Gamitin ang smart account',
  'wallet.useEoa': 'Gamitin ang EOA',
  'wallet.switchingAccountType': 'Nagpapalit ng account…',
  'wallet.noSmartAccounts': 'Walang smart account sa network na ito: ang account mo rito ay ang EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Hindi nagamit ang passkey: kinansela ito, o walang passkey ng wallet na ito sa device na ito. Walang binago.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Hindi kayang protektahan ng passkey na ito ang isang wallet: hindi ito sinusuportahan ng authenticator nito. Walang binago.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Hindi nabubuksan ng passkey na ito ang iyong wallet. Gamitin ang passkey na ipinamprotekta mo rito. Walang binago.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Hindi magagamit ang mga passkey sa browser na ito. Walang binago.',
  'wallet.passkeyError.PROTECT_FAILED': 'Hindi naprotektahan ang iyong wallet: hindi na-save ang mga bahagi ng key nito. Nabubuksan pa rin ito sa device na ito; subukan ulit mamaya.',
}

export default fil
