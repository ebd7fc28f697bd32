import type en from './en.js'

/** German strings of the embedded wallet, loaded with `import()` when the locale is `de`. */
const de: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Wallet wird geladen',
  'title.Passkey': 'Passkey',
  'title.ApproveTransaction': 'Transaktion bestätigen',
  'wallet.passkeyProtect': 'Mit einem Passkey schützen',
  'wallet.passkeyOn': 'Mit einem Passkey geschützt',
  'wallet.passkeyDone': 'Dein Wallet ist mit einem Passkey geschützt. Ein neues Gerät fragt danach, und kein Server kann dein Wallet ohne ihn öffnen.',
  'wallet.passkeyOpened': 'Dein Passkey hat dein Wallet auf diesem Gerät geöffnet.',
  'wallet.passkeyTryAgain': 'Erneut versuchen',
  'title.AccountType': 'Kontotyp',
  'wallet.accountType': 'Kontotyp',
  'wallet.accountTypes': 'Deine Konten',
  'wallet.smartAccount': 'Smart Account',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'In Verwendung',
  'wallet.useSmartAccount': 'Smart Account verwenden',
  'wallet.useEoa': 'EOA verwenden',
  'wallet.switchingAccountType': 'Konten werden gewechselt…',
  'wallet.noSmartAccounts': 'Dieses Netzwerk hat keine Smart Accounts: Dein Konto hier ist das EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'Der Passkey wurde nicht verwendet: Der Vorgang wurde abgebrochen, oder auf diesem Gerät ist kein Passkey dieses Wallets. Es wurde nichts geändert.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Dieser Passkey kann kein Wallet schützen: Sein Authenticator unterstützt das nicht. Es wurde nichts geändert.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Dieser Passkey öffnet dein Wallet nicht. Verwende den Passkey, mit dem du es geschützt hast. Es wurde nichts geändert.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'In diesem Browser können keine Passkeys verwendet werden. Es wurde nichts geändert.',
  'wallet.passkeyError.PROTECT_FAILED': 'Dein Wallet konnte nicht geschützt werden: Seine Schlüsselanteile konnten nicht gespeichert werden. Auf diesem Gerät lässt es sich weiterhin öffnen; versuche es später erneut.',
}

export default de
