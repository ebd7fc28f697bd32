// The `portico/chains/polkadot` entry: the Polkadot chain family. Nothing here loads a Polkadot SDK.
export { polkadot, type PolkadotParameters } from './polkadot.js'
export { discoverPolkadotWallets } from './discoverWallets.js'
export { isPolkadotAddress } from './isPolkadotAddress.js'
export type { PolkadotWalletProvider } from './createInjectedConnector.js'
