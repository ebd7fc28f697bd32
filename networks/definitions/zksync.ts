import type { Network } from '../../kernel/types/chain.js'

/** ZKsync Era (chain id 324). */
export const zksync = {
  id: 324,
  name: 'ZKsync Era',
  network: 'zksync-era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  assets: { imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800' },
} as const satisfies Network
