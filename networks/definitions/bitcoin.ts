import type { Network } from '../../kernel/types/chain.js'

/** Bitcoin mainnet; its CAIP-2 reference is the genesis block hash's first 32 hex characters, its RPC URL an Esplora API. */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
} as const satisfies Network
