/** SPEC.md §9: the networks swaps run on (eip155 chain ids), as CAIP-2 ids. */
export const SWAP_NETWORKS: readonly string[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].map(
  (id) => `eip155:${id}`,
)

/** SPEC.md §9: the swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE = 1

/** Symbols offered as one-click picks in SwapSelectToken, in this order, when the network has them. */
export const SUGGESTED_TOKENS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'TUSDC']

/** Symbols listed first under "Popular tokens", in this order; the others follow in the API's order. */
export const POPULAR_TOKENS: readonly string[] = ['ETH', 'USDC', 'USDT', 'WBTC', 'WETH', 'DAI', 'UNI', 'LINK', 'AAVE', 'ARB', 'OP']
