import { base58, hex } from '@scure/base'
import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount } from 'viem/accounts'
import type { Address, Hex } from 'viem'

// The embedded wallet's account secret: the one value the key shares rebuild (README "The embedded wallet's
// account"). Both chain families' keys come from it, so every device that rebuilds it has the same addresses.
// - 32 bytes: a random seed (every account made since key sharing). The eip155 key and the Solana key are
//   HKDF-SHA256 outputs of it under their own labels.
// - 64 bytes: an account made before key sharing, carried over as it was: its eip155 key, then its Solana seed.

/** The keys of an account and their public addresses. */
export interface AccountKeys {
  /** The eip155 (secp256k1) private key. */
  evmKey: Hex
  /** The Solana ed25519 seed, as hex. */
  solanaKey: string
  /** The eip155 address of `evmKey`. */
  address: Address
  /** The Solana address (base58 public key) of `solanaKey`. */
  solanaAddress: string
}

const SEED_BYTES = 32
const LEGACY_BYTES = 64
const SALT = new TextEncoder().encode('portico embedded wallet account v1')
/** The order of secp256k1: a private key is a number from 1 to N - 1. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** A new account secret: 32 random bytes. */
export const newAccountSecret = (): Uint8Array => crypto.getRandomValues(new Uint8Array(SEED_BYTES))

/** The secret of an account made before key sharing: its two keys as they are. */
export function legacyAccountSecret(evmKey: Hex, solanaKey: string): Uint8Array {
  const secret = new Uint8Array(LEGACY_BYTES)
  secret.set(hex.decode(evmKey.slice(2)), 0)
  secret.set(hex.decode(solanaKey), SEED_BYTES)
  return secret
}

async function hkdf(seed: Uint8Array, label: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(seed), 'HKDF', false, ['deriveBits'])
  const info = new TextEncoder().encode(label)
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info }, key, 256))
}

/** A valid secp256k1 key from the seed: the first HKDF output under the label (and a counter) that is one. */
async function secp256k1Key(seed: Uint8Array): Promise<Hex> {
  for (let counter = 0; ; counter++) {
    const bytes = await hkdf(seed, `portico/eip155/secp256k1/${counter}`)
    const value = BigInt(`0x${hex.encode(bytes)}`)
    if (value > 0n && value < SECP256K1_N) return `0x${hex.encode(bytes)}`
  }
}

/**
 * The account's keys and addresses from its secret (a 32-byte seed or a 64-byte carried-over pair).
 *
 * @example
 * const { address, solanaAddress } = await accountKeys(newAccountSecret())
 */
export async function accountKeys(secret: Uint8Array): Promise<AccountKeys> {
  let evmKey: Hex
  let solanaKey: string
  if (secret.length === SEED_BYTES) {
    evmKey = await secp256k1Key(secret)
    solanaKey = hex.encode(await hkdf(secret, 'portico/solana/ed25519'))
  } else if (secret.length === LEGACY_BYTES) {
    evmKey = `0x${hex.encode(secret.subarray(0, SEED_BYTES))}`
    solanaKey = hex.encode(secret.subarray(SEED_BYTES))
  } else {
    throw new RangeError(`An account secret has ${SEED_BYTES} or ${LEGACY_BYTES} bytes, not ${secret.length}`)
  }
  return {
    evmKey,
    solanaKey,
    address: privateKeyToAccount(evmKey).address,
    solanaAddress: base58.encode(ed25519.getPublicKey(hex.decode(solanaKey))),
  }
}
