import { createHash } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** A Solana keypair of the devnet: a public test key, never to be used elsewhere. */
export interface SolanaDevnetAccount {
  /** The base58 public key. */
  address: string
  /** The 32-byte ed25519 seed as hex (what signs). */
  secretKey: string
}

/** A 32-byte seed from a label, so that every devnet has the same keys (like anvil's mnemonic). */
function seed(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`portico solana devnet: ${label}`).digest())
}

/** The keypair named `label`. */
export function solanaKeypair(label: string): SolanaDevnetAccount {
  const secret = seed(label)
  return { address: base58.encode(ed25519.getPublicKey(secret)), secretKey: Buffer.from(secret).toString('hex') }
}

/**
 * The first `count` funded Solana accounts of the devnet (deterministic, like the anvil accounts).
 *
 * @example
 * const [alice] = solanaDevnetAccounts(1) // { address: 'Fx…', secretKey: '3a…' }
 */
export function solanaDevnetAccounts(count = 4): SolanaDevnetAccount[] {
  return Array.from({ length: count }, (_, index) => solanaKeypair(`account ${index}`))
}

/** The genesis hash the local Solana RPC answers (base58 of 32 bytes). */
export const SOLANA_GENESIS_HASH = base58.encode(seed('genesis'))

/** The CAIP-2 reference of the local Solana network: the genesis hash's first 32 characters (as on mainnet). */
export const SOLANA_DEVNET_REFERENCE = SOLANA_GENESIS_HASH.slice(0, 32)

/** `solana:<reference>` of the local network. */
export const SOLANA_DEVNET_CAIP_ID = `solana:${SOLANA_DEVNET_REFERENCE}` as const

/**
 * Signs `message` with the ed25519 seed `secretKey` (hex); resolves the 64-byte signature.
 *
 * @example
 * signWithKey(account.secretKey, messageBytes)
 */
export function signWithKey(secretKey: string, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, Buffer.from(secretKey, 'hex'))
}
