import type { Network } from '../../kernel/types/chain.js'

/** Bitcoin testnet (testnet3); its RPC URL is an Esplora API. */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
} as const satisfies Network
