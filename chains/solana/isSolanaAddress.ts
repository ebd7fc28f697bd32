/** Base58 (no 0, O, I, l), 32 to 44 characters (SPEC.md §5). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/u

/**
 * Whether `value` is a Solana address by its syntax (SPEC.md §5: base58, 32 to 44 characters).
 *
 * @example
 * isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM') // true
 * isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
