import { defineChain, type Chain } from 'viem'

/**
 * A viem chain for a devnet node: ETH as the native currency, the node's URL as its only RPC URL.
 *
 * @example
 * const chain = devnetChain({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl })
 */
export function devnetChain({ chainId, name, rpcUrl }: { chainId: number; name: string; rpcUrl: string }): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
