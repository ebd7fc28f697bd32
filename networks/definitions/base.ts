import type { Network } from '../../kernel/types/chain.js'

/** Base (chain id 8453). */
export const base = {
  id: 8453,
  name: 'Base',
  network: 'base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  assets: { imageId: '7289c336-3981-4081-c5f4-efc26ac64a00' },
} as const satisfies Network
