/**
 * The English catalogue, built into the modal. Every user-visible string of the UI has a key here; other
 * locales (`strings/<code>.ts`, one per code of `LOCALES`) have the same keys and load on demand. A message
 * with a count has one key per plural category of the language (`wallets.count.one`, `wallets.count.other`;
 * Arabic has six, see `Intl.PluralRules`), and is asked for by its stem: `t('wallets.count', { count: 3 })`.
 */
const messages = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',
  'modal.viewUnavailable': 'This view is not available.',
  'modal.viewFailed': 'This view could not be loaded.',
  'modal.dismiss': 'Dismiss',

  'title.Connect': 'Connect Wallet',
  'title.AllWallets': 'All Wallets',
  'title.Account': 'Account',
  'title.Networks': 'Choose Network',
  'title.SwitchNetwork': 'Switch Network',
  'title.SwitchActiveChain': 'Switch Chain',
  'title.ConnectingMultiChain': 'Select Chain',
  'title.UnsupportedChain': 'Unsupported Network',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.SIWXSignMessage': 'Sign In',
  'title.RegisterAccountName': 'Choose Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'title.OnRampProviders': 'Buy Crypto',
  'title.Swap': 'Swap',
  'title.ConnectSocials': 'Socials',
  'title.WhatIsAWallet': 'What is a wallet?',

  'connect.social': 'Continue with {provider}',
  'connect.methods': 'Connect methods',
  'connect.wallets': 'Wallets',
  'connect.allWallets': 'All Wallets',
  'connect.walletCount': '{count}+',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.noWallets': 'No wallets available',
  'legal.both': 'By connecting your wallet, you agree to our {terms} and {privacy}.',
  'legal.terms': 'By connecting your wallet, you agree to our {terms}.',
  'legal.privacy': 'By connecting your wallet, you agree to our {privacy}.',
  'legal.termsLink': 'Terms of Service',
  'legal.privacyLink': 'Privacy Policy',

  'wallets.search': 'Search wallet',
  'wallets.noResults': 'No wallet found',
  'wallets.list': 'Wallets',
  'wallets.count.one': '{count} wallet',
  'wallets.count.other': '{count} wallets',
  'wallets.loading': 'Loading wallets',
  'wallets.loadFailed': 'The wallet list could not be loaded.',
  'wallets.get': 'Get {wallet}',
  'wallets.notInstalled': '{wallet} is not installed in this browser. Open it to install it, then come back.',
  'wallets.open': 'Open {wallet}',
  'wallets.noLink': 'No download link is available for {wallet}.',
  'wallets.dontHave': 'Don\'t have {wallet}?',
  'wallets.getIt': 'Get',
  'wallets.extension': 'Browser extension',
  'wallets.website': 'Website',
  'wallets.getText': 'Install {wallet} in this browser or on your phone, then come back to connect.',

  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.accept': 'Accept the connection request in the wallet',
  'connecting.declined': 'Connection declined',
  'connecting.declinedText': 'Connection can be declined if a previous request is still active',
  'connecting.failed': 'Connection failed',
  'connecting.gone': '{wallet} is no longer available',
  'connecting.goneText': 'The wallet was removed from this browser. Pick another wallet.',
  'connecting.goneRetryText': 'The wallet stopped answering before you could approve. Try again, or pick another wallet.',
  'connecting.retry': 'Try again',

  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'Could not copy the address',
  'account.balance': 'Balance',
  'account.features': 'Wallet features',
  'account.tabs': 'Account sections',
  'account.noTokens': 'No tokens yet',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.retryBalance': 'Retry',
  'account.tokensUnavailable': 'Tokens unavailable',
  'account.balanceNotRead': 'Balances are not shown on this network',
  'account.noNfts': 'No NFTs yet',
  'account.noActivity': 'No activity yet',
  'account.noActivityText': 'Your next transactions will appear here',
  'account.disconnect': 'Disconnect',
  'account.notConnected': 'No wallet is connected',
  'tab.Tokens': 'Tokens',
  'tab.NFTs': 'NFTs',
  'tab.Activity': 'Activity',
  'feature.onramp': 'Buy Crypto',
  'feature.swaps': 'Swap',
  'feature.receive': 'Receive',
  'feature.send': 'Send',

  'networks.list': 'Networks',
  'networks.testnet': 'Testnet',

  'switch.approve': 'Approve in wallet',
  'switch.approveText': 'Accept the switch to {network} in your wallet',
  'switch.declined': 'Switch declined',
  'switch.retry': 'Try again',
  'switchChain.text': 'Your wallet is connected on another chain family. Switch to {network} to continue.',
  'switchChain.button': 'Switch',
  'multiChain.text': '{wallet} offers several chain families. Pick the one to connect.',
  'multiChain.list': 'Chain families',
  'namespace.eip155': 'EVM Networks',
  'namespace.solana': 'Solana',
  'namespace.polkadot': 'Polkadot',
  'namespace.bip122': 'Bitcoin',
  'namespace.cosmos': 'Cosmos',
  'unsupported.text': 'This app does not support your current network. Switch to an available option to continue.',
  'unsupported.list': 'Switch network',
  'approve.text': 'Review and approve the request in your wallet',

} as const

type EnglishKey = keyof typeof messages

/** A plural message's stem: `'wallets.count'` for `'wallets.count.one'` and `'wallets.count.other'`. */
type PluralStem = EnglishKey extends infer key ? (key extends `${infer stem}.other` ? stem : never) : never

/** A key of the catalogue without plural forms. */
type PlainKey = Exclude<EnglishKey, `${PluralStem}.${string}`>

/** A key of the catalogue: a plain message's, or a plural message's stem (its form picked by `count`). */
export type MessageKey = PlainKey | PluralStem

/**
 * Messages the kernel shows in SPEC.md wording (snack messages, alerts, thrown errors), each with the short id the
 * catalogues translate it under. The UI translates them through `spec` and shows the text itself when a message
 * has no id.
 */
const SPEC_IDS = {
  'Token Balance Unavailable': 'tokenBalance',
  'Failed to fetch transactions': 'fetchTransactions',
  'Action not allowed': 'actionNotAllowed',
  'Signature declined': 'signatureDeclined',
  'This application might not support Smart Accounts': 'smartAccounts',
  'A problem occurred while trying initialize authentication': 'authInit',
  'Network Not Found': 'networkNotFound',
  'The network must be in the networks array given to createAppKit.': 'networkNotFoundText',
  'Invalid App Configuration': 'invalidConfig',
  'This origin is not on the allowlist of the project, or its domain is unverified.': 'invalidConfigText',
  'Invalid Project ID - update configuration': 'invalidProjectId',
  'Network Error - Could not load embedded wallet': 'embeddedLoad',
  'Embedded Wallet Request Timed Out': 'embeddedTimeout',
  'Try again later.': 'tryLater',
  'Session Expired': 'sessionExpired',
  'The session is invalid. Check the time settings of this device and connect again.': 'sessionExpiredText',
  'Project ID Not Configured': 'projectIdMissing',
  'Set `projectId` in the options given to createAppKit.': 'projectIdMissingText',
  'Requested RPC call is not allowed': 'rpcNotAllowed',
  'Request was aborted': 'requestAborted',
  'Something went wrong': 'somethingWrong',
  'Chain is not supported': 'chainUnsupported',
  'Failed to disconnect': 'disconnectFailed',
  'Account not found for connector': 'accountNotFound',
  'Unknown error': 'unknownError',
} as const

/** The id of a SPEC.md message the catalogues translate. */
type SpecId = (typeof SPEC_IDS)[keyof typeof SPEC_IDS]

/** The id a kernel message in SPEC.md wording is translated under, if it has one. */
export function specId(text: string): SpecId | undefined {
  return (SPEC_IDS as Readonly<Record<string, SpecId>>)[text]
}

/** A locale catalogue: every message key, and translations of the kernel's SPEC.md messages. */
export interface Catalogue {
  /** Every plain message, and each plural message in the plural categories of the language. */
  messages: Record<PlainKey, string> & { readonly [form in `${PluralStem}.${Intl.LDMLPluralRule}`]?: string }
  /** The SPEC.md messages by id. */
  spec: Record<SpecId, string>
}

/** English, built in: its SPEC.md messages are the SPEC wording itself. */
export const en: Catalogue = {
  messages,
  spec: Object.fromEntries(Object.entries(SPEC_IDS).map(([text, id]) => [id, text])) as Record<SpecId, string>,
}
