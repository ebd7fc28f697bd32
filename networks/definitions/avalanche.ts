import type { Network } from '../../kernel/types/chain.js'

/** Avalanche C-Chain (chain id 43114). */
export const avalanche = {
  id: 43_114,
  name: 'Avalanche',
  network: 'avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43114',
  assets: { imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00' },
} as const satisfies Network
