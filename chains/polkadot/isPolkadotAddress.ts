/** Base58 text of the length an SS58 address of a 32-byte account key has (one- or two-byte network prefix). */
const SS58_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{46,49}$/u

/**
 * Whether `text` has the shape of an SS58 address (SPEC.md §5): base58, 46 to 49 characters. The checksum is
 * checked where the address is used (`address.format`, the sign-in verifier), which load on first use.
 *
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true
 */
export function isPolkadotAddress(text: string): boolean {
  return SS58_SHAPE.test(text)
}
