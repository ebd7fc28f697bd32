/**
 * The English catalogue, built into the modal. Every user-visible string of the UI has a key here; other
 * locales (`locales/<code>.ts`) must have the same keys and load on demand.
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
  'wallets.loading': 'Loading wallets',
  'wallets.loadFailed': 'The wallet list could not be loaded.',
  'wallets.get': 'Get {wallet}',
  'wallets.notInstalled': '{wallet} is not installed in this browser. Open it to install it, then come back.',
  'wallets.open': 'Open {wallet}',
  'wallets.noLink': 'No download link is available for {wallet}.',

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

/** A key of the catalogue. */
export type MessageKey = keyof typeof messages

/**
 * Messages the kernel shows in SPEC.md wording (snack messages, alerts, thrown errors). The UI translates them
 * through `spec`, keyed by this English text, and shows the text itself when a catalogue has no entry.
 */
const spec = {
  'Token Balance Unavailable': 'Token Balance Unavailable',
  'Failed to fetch transactions': 'Failed to fetch transactions',
  'Action not allowed': 'Action not allowed',
  'Signature declined': 'Signature declined',
  'This application might not support Smart Accounts': 'This application might not support Smart Accounts',
  'A problem occurred while trying initialize authentication':
    'A problem occurred while trying initialize authentication',
  'Network Not Found': 'Network Not Found',
  'The network must be in the networks array given to createAppKit.':
    'The network must be in the networks array given to createAppKit.',
  'Invalid App Configuration': 'Invalid App Configuration',
  'This origin is not on the allowlist of the project, or its domain is unverified.':
    'This origin is not on the allowlist of the project, or its domain is unverified.',
  'Invalid Project ID - update configuration': 'Invalid Project ID - update configuration',
  'Network Error - Could not load embedded wallet': 'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out': 'Embedded Wallet Request Timed Out',
  'Try again later.': 'Try again later.',
  'Session Expired': 'Session Expired',
  'The session is invalid. Check the time settings of this device and connect again.':
    'The session is invalid. Check the time settings of this device and connect again.',
  'Project ID Not Configured': 'Project ID Not Configured',
  'Set `projectId` in the options given to createAppKit.': 'Set `projectId` in the options given to createAppKit.',
  'Requested RPC call is not allowed': 'Requested RPC call is not allowed',
  'Request was aborted': 'Request was aborted',
  'Something went wrong': 'Something went wrong',
  'Chain is not supported': 'Chain is not supported',
  'Failed to disconnect': 'Failed to disconnect',
  'Account not found for connector': 'Account not found for connector',
  'Unknown error': 'Unknown error',
} as const

/** An English SPEC.md message the catalogues translate. */
type SpecMessage = keyof typeof spec

/** A locale catalogue: every message key, and translations of the kernel's SPEC.md messages. */
export interface Catalogue {
  messages: Record<MessageKey, string>
  spec: Record<SpecMessage, string>
}

/** English, built in. */
export const en: Catalogue = { messages, spec }
