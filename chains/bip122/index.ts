// The `portico/chains/bip122` entry: the Bitcoin chain family. Nothing here imports @scure/btc-signer; it loads on first use.
export { bip122, type Bip122Parameters } from './bip122.js'
export { discoverBip122Wallets } from './discoverWallets.js'
export { isBitcoinAddress } from './isBitcoinAddress.js'
export type { AccountPurpose, BitcoinAccount, BitcoinWallet, MessageProtocol } from './bitcoinWallet.js'
export type { Bip122WalletProvider } from './createBip122Connector.js'
