/** SPEC.md §9: the swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE = 1

/** Symbols offered as one-click picks in SwapSelectToken, in this order, when the network has them. */
export const SUGGESTED_TOKENS: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'TUSDC']

/** Symbols listed first under "Popular tokens", in this order; the others follow in the API's order. */
export const POPULAR_TOKENS: readonly string[] = ['ETH', 'USDC', 'USDT', 'WBTC', 'WETH', 'DAI', 'UNI', 'LINK', 'AAVE', 'ARB', 'OP']
