import type { Network } from '../../kernel/types/chain.js'

/** Polygon PoS (chain id 137). */
export const polygon = {
  id: 137,
  name: 'Polygon',
  network: 'matic',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:137',
  assets: { imageId: '41d04d42-da3b-4453-8506-668cc0727900' },
} as const satisfies Network
