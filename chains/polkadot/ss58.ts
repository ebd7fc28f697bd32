import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

/** The checksum's preimage prefix (SS58 format). */
const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/** The first two bytes of BLAKE2b-512 over `SS58PRE ‖ data`: the checksum of a 32-byte account key. */
function checksum(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_PREFIX.length + data.length)
  input.set(SS58_PREFIX)
  input.set(data, SS58_PREFIX.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}

/** The network prefix's bytes: one for 0 to 63, two for 64 to 16383. */
function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383) throw new RangeError(`Not an SS58 network prefix: ${prefix}`)
  if (prefix < 64) return Uint8Array.of(prefix)
  return Uint8Array.of(((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6))
}

/**
 * The 32-byte account key and network prefix of an SS58 address; `undefined` when `address` is not one (base58,
 * a known prefix length, a 32-byte key, the checksum).
 *
 * @example
 * decodeSs58('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')?.prefix // 0
 */
export function decodeSs58(address: string): { publicKey: Uint8Array; prefix: number } | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    // Not base58: not an address.
    return undefined
  }
  const first = bytes[0]
  if (first === undefined || first >= 128) return undefined
  const prefixLength = first < 64 ? 1 : 2
  if (bytes.length !== prefixLength + 32 + 2) return undefined
  const body = bytes.subarray(0, prefixLength + 32)
  const sum = checksum(body)
  if (sum[0] !== bytes[prefixLength + 32] || sum[1] !== bytes[prefixLength + 33]) return undefined
  const second = bytes[1] ?? 0
  const prefix = prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  return { publicKey: bytes.slice(prefixLength, prefixLength + 32), prefix }
}

/**
 * The SS58 address of a 32-byte account key on the network with `prefix` (0 Polkadot, 2 Kusama, 42 generic).
 *
 * @example
 * encodeSs58(publicKey, 2) // 'H…' (Kusama)
 */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32) throw new RangeError(`An SS58 account key has 32 bytes, not ${publicKey.length}`)
  const head = prefixBytes(prefix)
  const body = new Uint8Array(head.length + 32)
  body.set(head)
  body.set(publicKey, head.length)
  const sum = checksum(body)
  const full = new Uint8Array(body.length + 2)
  full.set(body)
  full.set(sum, body.length)
  return base58.encode(full)
}
