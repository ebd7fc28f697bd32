import type { Network } from '../../kernel/types/chain.js'

/** The Cosmos Hub; its CAIP reference is the chain id. Accounts are bech32 with the prefix `cosmos`. */
export const cosmosHub = {
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  network: 'cosmoshub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
} as const satisfies Network
