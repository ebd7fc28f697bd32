import { bech32 } from '@scure/base'

/**
 * The human-readable prefix of a Cosmos account address (bech32, SPEC.md §5): 20 bytes (a key's hash) or 32 (a
 * module or contract account); `undefined` when `text` is not one.
 *
 * @example
 * bech32PrefixOf('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu') // 'cosmos'
 * bech32PrefixOf('0xf39f…') // undefined
 */
export function bech32PrefixOf(text: string): string | undefined {
  // bech32 is read in one case only: a mixed-case string is not an address.
  if (text !== text.toLowerCase()) return undefined
  try {
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, 90)
    const length = bech32.fromWords(words).length
    return length === 20 || length === 32 ? prefix : undefined
  } catch {
    // Not bech32, or a wrong checksum.
    return undefined
  }
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
