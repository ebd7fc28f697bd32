/** The bech32 alphabet (BIP-173): a character's index is its 5-bit value. */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

/** The BCH checksum over 5-bit values (BIP-173 `polymod`). */
function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) check ^= GENERATOR[bit]!
  }
  return check
}

/**
 * The human-readable prefix of a Cosmos account address (bech32, BIP-173, SPEC.md §5): lower case, a valid checksum,
 * 20 bytes (a key's hash) or 32 (a module or contract account); `undefined` when `text` is not one. Written here
 * rather than imported so the import before open stays small.
 *
 * @example
 * bech32PrefixOf('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu') // 'cosmos'
 * bech32PrefixOf('0xf39f…') // undefined
 */
export function bech32PrefixOf(text: string): string | undefined {
  const separator = text.lastIndexOf('1')
  if (text.length > 90 || separator < 1 || text !== text.toLowerCase()) return undefined
  const prefix = text.slice(0, separator)
  const data = [...text.slice(separator + 1)].map((char) => CHARSET.indexOf(char))
  if (data.length < 6 || data.includes(-1) || [...prefix].some((char) => char < '!' || char > '~')) return undefined
  const expanded = [...[...prefix].map((char) => char.charCodeAt(0) >> 5), 0, ...[...prefix].map((char) => char.charCodeAt(0) & 31)]
  if (polymod([...expanded, ...data]) !== 1) return undefined
  // 5-bit words to bytes: whole bytes only, the padding bits zero.
  const bits = (data.length - 6) * 5
  const bytes = Math.floor(bits / 8)
  if (bits - bytes * 8 >= 5) return undefined
  const last = data[data.length - 7] ?? 0
  if (last & ((1 << (bits - bytes * 8)) - 1)) return undefined
  return bytes === 20 || bytes === 32 ? prefix : undefined
}

/**
 * Whether `text` is a Cosmos account address: bech32 with a valid checksum and 20 or 32 bytes (SPEC.md §5).
 *
 * @example
 * isCosmosAddress('osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw') // true
 */
export function isCosmosAddress(text: string): boolean {
  return bech32PrefixOf(text) !== undefined
}
