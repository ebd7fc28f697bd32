/**
 * A Solana key for the test wallets, signing in Node as a real wallet does: ed25519 over the message bytes of a
 * transaction in wire format (legacy or v0), its signature put in the slot of the key among the signers, and sends
 * through a JSON-RPC node (the devnet's litesvm server) on 127.0.0.1.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'

export interface SolanaSigner {
  /** The account's base58 address (its public key). */
  readonly address: string
  readonly publicKey: Uint8Array
  /** An ed25519 signature of the bytes, 64 bytes. */
  signMessage(message: Uint8Array): Uint8Array
  /** Signs a wire-format transaction: its signature and the transaction with it in place. */
  signTransaction(transaction: Uint8Array): { signature: Uint8Array; transaction: Uint8Array }
}

/**
 * A signer from a 32-byte ed25519 seed.
 *
 * @example
 * const signer = createSolanaSigner(seed)
 * const { transaction } = signer.signTransaction(base64.decode(unsigned))
 */
export function createSolanaSigner(seed: Uint8Array): SolanaSigner {
  if (seed.length !== 32) throw new Error(`A Solana seed is 32 bytes, not ${seed.length}`)
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  return {
    address,
    publicKey,
    signMessage: (message) => ed25519.sign(message, seed),
    signTransaction(transaction) {
      const { signatures, signatureOffset, message, signers } = readTransaction(transaction)
      const slot = signers.findIndex((key) => sameBytes(key, publicKey))
      if (slot < 0 || slot >= signatures) throw new Error(`${address} is not a signer of this transaction`)
      const signature = ed25519.sign(message, seed)
      const signed = transaction.slice()
      signed.set(signature, signatureOffset + slot * 64)
      return { signature, transaction: signed }
    },
  }
}

/** Reads a compact-u16 ("shortvec") at `offset`: its value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw new Error('The transaction ends inside a length')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  throw new Error('A length longer than 3 bytes')
}

/** The parts of a wire-format transaction signing needs: its signature slots, its message and its signers' keys. */
function readTransaction(bytes: Uint8Array): { signatures: number; signatureOffset: number; message: Uint8Array; signers: Uint8Array[] } {
  const [signatures, signatureOffset] = readShortVec(bytes, 0)
  const messageOffset = signatureOffset + signatures * 64
  const message = bytes.subarray(messageOffset)
  // A v0 message starts with 0x80 | version; a legacy one with its header.
  const header = (message[0]! & 0x80) !== 0 ? 1 : 0
  const required = message[header]
  if (required === undefined) throw new Error('The transaction has no message header')
  const [keyCount, keysOffset] = readShortVec(message, header + 3)
  const signers: Uint8Array[] = []
  for (let i = 0; i < Math.min(required, keyCount); i++) signers.push(message.subarray(keysOffset + i * 32, keysOffset + (i + 1) * 32))
  if (required !== signatures) throw new Error(`The message wants ${required} signatures, the transaction has ${signatures} slots`)
  return { signatures, signatureOffset, message, signers }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/**
 * Sends a signed wire-format transaction to a Solana JSON-RPC node; resolves to its base58 signature.
 *
 * @example
 * const signature = await sendSolanaTransaction('http://127.0.0.1:8899', signed)
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  options: { preflightCommitment?: string; skipPreflight?: boolean } = {},
): Promise<string> {
  const { hostname } = new URL(rpcUrl)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`Tests send only to 127.0.0.1, not ${rpcUrl}`)
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64.encode(transaction), { encoding: 'base64', ...options }],
    }),
  })
  const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  if (typeof body.result !== 'string') throw new Error('sendTransaction answered no signature')
  return body.result
}
