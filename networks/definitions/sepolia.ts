import type { Network } from '../../kernel/types/chain.js'

/** Sepolia, Ethereum's test network (chain id 11155111). */
export const sepolia = {
  id: 11_155_111,
  name: 'Sepolia',
  network: 'sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://11155111.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  assets: { imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800' },
} as const satisfies Network
