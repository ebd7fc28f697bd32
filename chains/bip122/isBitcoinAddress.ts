/** A bech32/bech32m segwit address of a known network: its part, `1`, then 8 to 87 characters of the bech32 alphabet. */
const SEGWIT = /^(?:bc|tb|bcrt|rltc)1[02-9ac-hj-np-z]{8,87}$/u
/** A base58 address (P2PKH or P2SH), 26 to 35 characters. */
const BASE58 = /^[123mnQ][1-9A-HJ-NP-Za-km-z]{25,34}$/u

/**
 * Whether `value` is a Bitcoin-family address by its syntax (SPEC.md §5): segwit (bech32, one case) or base58.
 * The checksum is checked when a transaction is built.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * isBitcoinAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const lower = value.toLowerCase()
  return (SEGWIT.test(lower) && (value === lower || value === value.toUpperCase())) || BASE58.test(value)
}
