import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'

export interface VerifySolanaMessageParameters {
  message: string
  /** The 64-byte ed25519 signature, base58 (what Solana wallets return) or base64. */
  signature: string
  /** The account that signed: its base58 public key (32 bytes). */
  address: string
}

/** The bytes `text` encodes in `coder`, or `undefined` when it is not that encoding. */
function decoded(coder: typeof base58, text: string): Uint8Array | undefined {
  try {
    return coder.decode(text)
  } catch {
    // Not this encoding: the caller tries the other one.
    return undefined
  }
}

/** The 64-byte readings of a signature: base58 and base64 can both read some strings, so each is a candidate. */
function signatureCandidates(signature: string): Uint8Array[] {
  return [decoded(base58, signature), decoded(base64, signature)].filter(
    (bytes): bytes is Uint8Array => bytes?.length === 64,
  )
}

/**
 * Whether `signature` is the ed25519 signature of the message's UTF-8 bytes by the Solana account `address`.
 * An address that is not a 32-byte base58 key, or a signature that is not 64 bytes, is refused.
 *
 * @example
 * verifySolanaMessage({ message, signature: base58.encode(ed25519.sign(bytes, secret)), address }) // true
 */
export function verifySolanaMessage({ message, signature, address }: VerifySolanaMessageParameters): boolean {
  const publicKey = decoded(base58, address)
  if (publicKey?.length !== 32) return false
  const bytes = new TextEncoder().encode(message)
  return signatureCandidates(signature).some((candidate) => {
    try {
      return ed25519.verify(candidate, bytes, publicKey)
    } catch {
      // A key that is no point on the curve: no signature of it can verify.
      return false
    }
  })
}
