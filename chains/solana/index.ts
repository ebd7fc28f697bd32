// The `portico/chains/solana` entry: the Solana chain family. Nothing here imports @solana/kit; it loads on first use.
export { solana, type SolanaParameters } from './solana.js'
export { createWalletStandardConnector, type SolanaWalletProvider } from './createWalletStandardConnector.js'
export { discoverSolanaWallets } from './discoverWallets.js'
export { isSolanaAddress } from './isSolanaAddress.js'
