import type { Network } from '../../kernel/types/chain.js'

/** OP Mainnet (chain id 10). */
export const optimism = {
  id: 10,
  name: 'OP Mainnet',
  network: 'optimism',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  assets: { imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400' },
} as const satisfies Network
