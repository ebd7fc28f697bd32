import type { Network } from '../../kernel/types/chain.js'

/** Ethereum mainnet (chain id 1). */
export const mainnet = {
  id: 1,
  name: 'Ethereum',
  network: 'homestead',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum.reth.rs/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  assets: { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' },
} as const satisfies Network
