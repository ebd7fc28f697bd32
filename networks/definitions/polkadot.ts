import type { Network } from '../../kernel/types/chain.js'

/** The Polkadot relay chain; its CAIP reference is the genesis hash's first 32 hex digits. */
export const polkadot = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  network: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
} as const satisfies Network
