import type { Network } from '../../kernel/types/chain.js'

/** Osmosis; its CAIP reference is the chain id. Accounts are bech32 with the prefix `osmo`. */
export const osmosis = {
  id: 'osmosis-1',
  name: 'Osmosis',
  network: 'osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: ['https://osmosis-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:osmosis-1',
} as const satisfies Network
