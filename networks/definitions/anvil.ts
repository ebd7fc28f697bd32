import type { Network } from '../../kernel/types/chain.js'

/** A local anvil node (chain id 31337) on its default address; it has no block explorer. */
export const anvil = {
  id: 31_337,
  name: 'Anvil',
  network: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
} as const satisfies Network
