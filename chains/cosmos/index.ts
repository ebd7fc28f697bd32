// The `portico/chains/cosmos` entry: the Cosmos chain family. The signing code loads on first use.
export { cosmos, type CosmosParameters } from './cosmos.js'
export { createKeplrConnector, type KeplrWalletDescriptor } from './createKeplrConnector.js'
export type { CosmosWalletProvider, KeplrKey, KeplrProvider, StdSignature } from './keplrProvider.js'
export { discoverKeplrWallets } from './discoverKeplrWallets.js'
export { isCosmosAddress } from './isCosmosAddress.js'
