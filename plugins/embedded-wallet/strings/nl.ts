import type en from './en.js'

const nl: Record<keyof typeof en, string> = {
  'wallet.approveLoading': 'Wallet laden',
  'title.Passkey': 'Passkey',
  'title.ApproveTransaction': 'Transactie goedkeuren',
  'wallet.passkeyProtect': 'Beveiligen met een passkey',
  'wallet.passkeyOn': 'Beveiligd met een passkey',
  'wallet.passkeyDone': 'Je wallet is beveiligd met een passkey. Een nieuw apparaat vraagt erom, en geen enkele server kan je wallet zonder die passkey openen.',
  'wallet.passkeyOpened': 'Je passkey heeft je wallet op dit apparaat geopend.',
  'wallet.passkeyTryAgain': 'Opnieuw proberen',
  'title.AccountType': 'Accounttype',
  'wallet.accountType': 'Accounttype',
  'wallet.accountTypes': 'Je accounts',
  'wallet.smartAccount': 'Smart account',
  'wallet.eoa': 'EOA',
  'wallet.inUse': 'In gebruik',
  'wallet.useSmartAccount': 'Smart account gebruiken',
  'wallet.useEoa': 'EOA gebruiken',
  'wallet.switchingAccountType': 'Accounts wisselen…',
  'wallet.noSmartAccounts': 'Dit netwerk heeft geen smart accounts: je account hier is het EOA.',
  'wallet.passkeyError.PASSKEY_CANCELLED': 'De passkey is niet gebruikt: het is geannuleerd, of er staat geen passkey van deze wallet op dit apparaat. Er is niets gewijzigd.',
  'wallet.passkeyError.PASSKEY_NO_PRF': 'Deze passkey kan geen wallet beveiligen: de authenticator ondersteunt het niet. Er is niets gewijzigd.',
  'wallet.passkeyError.PASSKEY_WRONG': 'Deze passkey opent je wallet niet. Gebruik de passkey waarmee je hem hebt beveiligd. Er is niets gewijzigd.',
  'wallet.passkeyError.PASSKEY_UNSUPPORTED': 'In deze browser kunnen geen passkeys worden gebruikt. Er is niets gewijzigd.',
  'wallet.passkeyError.PROTECT_FAILED': 'Je wallet kon niet worden beveiligd: de sleuteldelen konden niet worden opgeslagen. Hij opent nog steeds op dit apparaat; probeer het later opnieuw.',
}

export default nl
