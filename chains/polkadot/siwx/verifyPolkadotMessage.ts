import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import * as sr25519 from '@scure/sr25519'
import { decodeSs58 } from '../ss58.js'

export interface VerifyPolkadotMessageParameters {
  message: string
  /**
   * The 64-byte signature as `0x` hex (what `signRaw` answers), or 65 bytes with a MultiSignature type byte
   * first (0 ed25519, 1 sr25519), as some WalletConnect wallets answer.
   */
  signature: string
  /** The account that signed: its SS58 address (any network prefix). */
  address: string
}

const encoder = new TextEncoder()

/**
 * Whether `signature` is the sr25519 or ed25519 signature of the message by the account `address` (its
 * 32-byte key), over the message's UTF-8 bytes wrapped in `<Bytes>…</Bytes>` or over the bare bytes. An address
 * whose checksum fails, or a signature that is not 64 bytes of hex, is refused.
 *
 * @example
 * verifyPolkadotMessage({ message, signature: '0x…', address: '15oF4…' }) // true
 */
export function verifyPolkadotMessage({ message, signature, address }: VerifyPolkadotMessageParameters): boolean {
  const decoded = decodeSs58(address)
  if (!decoded || !/^0x(?:0[01])?[0-9a-fA-F]{128}$/u.test(signature)) return false
  const bytes = hexToBytes(signature.slice(signature.length - 128))
  const bare = encoder.encode(message)
  const wrapped = encoder.encode(`<Bytes>${message}</Bytes>`)
  return [wrapped, bare].some((candidate) => {
    try {
      // sr25519 signatures carry a marker bit in their last byte; ed25519 ones may not.
      if (sr25519.verify(candidate, bytes, decoded.publicKey)) return true
    } catch {
      // Not an sr25519 signature: the ed25519 check follows.
    }
    try {
      return ed25519.verify(bytes, candidate, decoded.publicKey)
    } catch {
      // A key that is no point on the curve: no signature of it can verify.
      return false
    }
  })
}
