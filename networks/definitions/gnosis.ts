import type { Network } from '../../kernel/types/chain.js'

/** Gnosis Chain (chain id 100). */
export const gnosis = {
  id: 100,
  name: 'Gnosis',
  network: 'gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  assets: { imageId: '02b53f6a-e3d4-479e-1cb4-21178987d100' },
} as const satisfies Network
