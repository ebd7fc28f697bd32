import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32 } from '@scure/base'
import { adr36SignDoc, serializeSignDoc } from '../adr36.js'

export interface VerifyCosmosMessageParameters {
  message: string
  /** The 64-byte secp256k1 signature (r ‖ s) in base64: the `signature` of the wallet's ADR-036 `StdSignature`. */
  signature: string
  /** The bech32 account that signed: the hash of the key the signature is checked against. */
  address: string
}

/** The 20 bytes a bech32 account address holds, or `undefined`. */
function accountHash(address: string): Uint8Array | undefined {
  try {
    const bytes = bech32.fromWords(bech32.decode(address as `${string}1${string}`, 90).words)
    return bytes.length === 20 ? bytes : undefined
  } catch {
    // Not a bech32 address: nothing signed for it.
    return undefined
  }
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Whether `signature` is the ADR-036 signature of `message` (Keplr's `signArbitrary`, `cosmos_signAmino` of the
 * ADR-036 document) by the account `address`. The key is recovered from the signature and must hash to the
 * address (RIPEMD-160 of SHA-256 of the compressed key), so no public key travels with the signature.
 *
 * @example
 * verifyCosmosMessage({ message: 'Hello', signature: stdSignature.signature, address: 'cosmos1…' }) // true
 */
export function verifyCosmosMessage({ message, signature, address }: VerifyCosmosMessageParameters): boolean {
  const hash = accountHash(address)
  if (!hash) return false
  let compact: Uint8Array
  try {
    compact = base64.decode(signature)
  } catch {
    // Not base64: no signature.
    return false
  }
  if (compact.length !== 64) return false
  const digest = sha256(serializeSignDoc(adr36SignDoc(address, message)))
  for (const recovery of [0, 1]) {
    try {
      const parsed = secp256k1.Signature.fromCompact(compact)
      // A high-s signature is malleable: wallets sign low-s only (cosmos-sdk refuses the other).
      if (parsed.hasHighS()) return false
      const key = parsed.addRecoveryBit(recovery).recoverPublicKey(digest).toBytes(true)
      if (equal(ripemd160(sha256(key)), hash) && secp256k1.verify(compact, digest, key)) return true
    } catch {
      // No key recovers with this bit: try the other.
    }
  }
  return false
}
