import type { Network } from '../../kernel/types/chain.js'

/** Arbitrum One (chain id 42161). */
export const arbitrum = {
  id: 42_161,
  name: 'Arbitrum One',
  network: 'arbitrum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  assets: { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' },
} as const satisfies Network
