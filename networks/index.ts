// The `portico/networks` entry. Each network is a plain object in its own module, so a host that imports
// `{ mainnet, arbitrum }` bundles those two objects and nothing else.
export { defineNetwork, type DefineNetworkParameters } from './defineNetwork.js'
export type { CaipNetworkId, ChainNamespace, NativeCurrency, Network } from '../kernel/types/chain.js'
// The families of these networks register their namespaces (types only: nothing of them is bundled).
import '../chains/eip155/chainFamilies.js'
import '../chains/solana/chainFamilies.js'

export { mainnet } from './definitions/mainnet.js'
export { sepolia } from './definitions/sepolia.js'
export { arbitrum } from './definitions/arbitrum.js'
export { optimism } from './definitions/optimism.js'
export { base } from './definitions/base.js'
export { polygon } from './definitions/polygon.js'
export { bsc } from './definitions/bsc.js'
export { avalanche } from './definitions/avalanche.js'
export { gnosis } from './definitions/gnosis.js'
export { zksync } from './definitions/zksync.js'
export { anvil } from './definitions/anvil.js'
export { solana } from './definitions/solana.js'
export { solanaDevnet } from './definitions/solanaDevnet.js'
export { solanaTestnet } from './definitions/solanaTestnet.js'
