/**
 * The coin type of an EVM chain (ENSIP-11): 60 on Ethereum mainnet, the chain id with the high bit set on
 * the others (SPEC.md §5 name registration coin type).
 *
 * @example
 * evmCoinType(1) // '60'
 * evmCoinType(10) // '2147483658'
 */
export function evmCoinType(chainId: number | string): string {
  const id = Number(chainId)
  return id === 1 || !Number.isSafeInteger(id) || id < 0 || id >= 0x80000000 ? '60' : String((0x80000000 | id) >>> 0)
}

/**
 * The keys under which a profile lists its address on an EVM chain, preferred first: the chain's coin type,
 * then Ethereum's (60), which names resolve to on every EVM chain.
 *
 * @example
 * nameCoinTypes(10) // ['2147483658', '60']
 */
export function nameCoinTypes(chainId: number | string): string[] {
  const own = evmCoinType(chainId)
  return own === '60' ? [own] : [own, '60']
}
