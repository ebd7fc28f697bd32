import type { Network } from '../../kernel/types/chain.js'

/** The Kusama relay chain; its CAIP reference is the genesis hash's first 32 hex digits. */
export const kusama = {
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  name: 'Kusama',
  network: 'kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: { default: { http: ['https://kusama-rpc.polkadot.io'], webSocket: ['wss://kusama-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
} as const satisfies Network
