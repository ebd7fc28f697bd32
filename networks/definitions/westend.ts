import type { Network } from '../../kernel/types/chain.js'

/** Westend, Polkadot's test relay chain; its CAIP reference is the genesis hash's first 32 hex digits. */
export const westend = {
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  name: 'Westend',
  network: 'westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'], webSocket: ['wss://westend-rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  testnet: true,
} as const satisfies Network
