// The embedded wallet's English strings, shipped with the plugin (not in the modal's catalogue).
const en = {
  'wallet.approveLoading': 'Loading the wallet',
  'title.Passkey': 'Passkey',
  'title.ApproveTransaction': 'Approve Transaction',
  'wallet.passkeyProtect': 'Protect with a passkey',
  'wallet.passkeyOn': 'Protected with a passkey',
  'wallet.passkeyDone': 'Your wallet is protected with a passkey. A new device will ask for it, and no server can open your wallet without it.',
  'wallet.passkeyOpened': 'Your passkey opened your wallet on this device.',
  'wallet.passkeyTryAgain': 'Try again',
  'title.AccountType': 'Account type',
  'wallet.accountType': 'Account type',
  'wallet.accountTypes': 'Your accounts',
  'wallet.smartAccount': 'Smart account',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'In use',
  'wallet.useSmartAccount': 'Use the smart account',
  'wallet.useEoa': 'Use the EOA',
  'wallet.switchingAccountType': 'Switching accounts…',
  'wallet.noSmartAccounts': 'This network has no smart accounts: your account here is the EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'The passkey was not used: it was cancelled, or no passkey of this wallet is on this device. Nothing was changed.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'This passkey cannot protect a wallet: its authenticator does not support it. Nothing was changed.',
  'wallet.passkeyError.PASSKEY_WRONG': 'This passkey does not open your wallet. Use the passkey you protected it with. Nothing was changed.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'Passkeys cannot be used in this browser. Nothing was changed.',
  'wallet.passkeyError.PROTECT_FAILED': 'Your wallet could not be protected: its key shares could not be stored. It still opens on this device; try again later.',
} as const

export default en

declare module 'portico/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the plugin's keys
  interface PluginMessages extends Record<keyof typeof en, string> {}
}
