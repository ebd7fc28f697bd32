import type { Network } from '../../kernel/types/chain.js'

/** BNB Smart Chain (chain id 56). */
export const bsc = {
  id: 56,
  name: 'BNB Smart Chain',
  network: 'bsc',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:56',
  assets: { imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00' },
} as const satisfies Network
