import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base58, base64, bech32, bech32m } from '@scure/base'

export interface VerifyBitcoinMessageParameters {
  message: string
  /** Base64: a BIP-322 simple signature (its witness stack) or a 65-byte legacy one (BIP-137 header, r, s). */
  signature: string
  address: string
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) out.set(part, (offset += part.length) - part.length)
  return out
}
/** Bitcoin's variable-length integer (CompactSize). */
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))
const u32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24)
const ZERO32 = new Uint8Array(32)
const ZERO64BIT = new Uint8Array(8)

/** BIP-340's tagged hash. */
function taggedHash(tag: string, data: Uint8Array): Uint8Array {
  const tagHash = sha256(utf8(tag))
  return sha256(concat(tagHash, tagHash, data))
}

/** The 20-byte key hash of a P2WPKH address (bech32, witness v0), or `undefined`. */
function wpkhProgram(address: string): Uint8Array | undefined {
  try {
    const { words } = bech32.decode(address as `${string}1${string}`, 90)
    const program = bech32.fromWords(words.slice(1))
    return words[0] === 0 && program.length === 20 ? Uint8Array.from(program) : undefined
  } catch {
    return undefined
  }
}

/** The 32-byte output key of a P2TR address (bech32m, witness v1), or `undefined`. */
function trProgram(address: string): Uint8Array | undefined {
  try {
    const { words } = bech32m.decode(address as `${string}1${string}`, 90)
    const program = bech32m.fromWords(words.slice(1))
    return words[0] === 1 && program.length === 32 ? Uint8Array.from(program) : undefined
  } catch {
    return undefined
  }
}

/** The version byte and 20-byte hash of a base58 address (P2PKH or P2SH), or `undefined`. */
function base58Payload(address: string): { version: number; hash: Uint8Array } | undefined {
  try {
    const bytes = base58.decode(address)
    if (bytes.length !== 25 || !equal(sha256d(bytes.slice(0, 21)).slice(0, 4), bytes.slice(21))) return undefined
    return { version: bytes[0] as number, hash: bytes.slice(1, 21) }
  } catch {
    return undefined
  }
}

/** The witness stack a BIP-322 simple signature serializes. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const read = () => {
    const first = bytes[offset++]
    if (first === undefined) throw new Error('short')
    if (first < 0xfd) return first
    const value = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8)
    offset += 2
    return value
  }
  try {
    const items = Array.from({ length: read() }, () => {
      const length = read()
      const item = bytes.slice(offset, offset + length)
      if (item.length !== length) throw new Error('short')
      offset += length
      return item
    })
    return offset === bytes.length ? items : undefined
  } catch {
    return undefined
  }
}

/**
 * The outpoint BIP-322's `to_sign` spends: output 0 of `to_spend` (version 0, one input with the null outpoint,
 * scriptSig OP_0 PUSH32 of the message's tagged hash, sequence 0; one output of 0 to the address's script).
 */
function toSpendOutpoint(message: string, scriptPubKey: Uint8Array): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8(message))
  const toSpend = concat(u32(0), varint(1), ZERO32, u32(0xffffffff), varint(34), Uint8Array.of(0x00, 0x20), messageHash, u32(0), varint(1), ZERO64BIT, varint(scriptPubKey.length), scriptPubKey, u32(0))
  return concat(sha256d(toSpend), u32(0))
}

/** `to_sign`'s one output: 0 to OP_RETURN, serialized (value, script length, script). */
const TO_SIGN_OUTPUT = concat(ZERO64BIT, Uint8Array.of(1, 0x6a))

/** BIP-322 simple for a P2WPKH address: the `to_sign` transaction's BIP-143 signature by the key of the address. */
function verifyBip322Wpkh(message: string, program: Uint8Array, signature: Uint8Array): boolean {
  const witness = readWitness(signature)
  if (witness?.length !== 2) return false
  const [der, publicKey] = witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33 || !equal(hash160(publicKey), program) || der.at(-1) !== 0x01) return false
  const outpoint = toSpendOutpoint(message, concat(Uint8Array.of(0x00, 0x14), program))
  // to_sign spends it (sequence 0) to one OP_RETURN output of 0: its BIP-143 digest, SIGHASH_ALL.
  const scriptCode = concat(Uint8Array.of(0x19, 0x76, 0xa9, 0x14), program, Uint8Array.of(0x88, 0xac))
  const preimage = concat(u32(0), sha256d(outpoint), sha256d(u32(0)), outpoint, scriptCode, ZERO64BIT, u32(0), sha256d(TO_SIGN_OUTPUT), u32(0), u32(1))
  try {
    return secp256k1.verify(der.slice(0, -1), sha256d(preimage), publicKey, { format: 'der', lowS: false, prehash: false })
  } catch {
    return false
  }
}

/**
 * BIP-322 simple for a P2TR address: a key-path spend of `to_sign`, one Schnorr signature (BIP-340) by the address's
 * output key of its BIP-341 digest; 64 bytes for SIGHASH_DEFAULT, or 65 with SIGHASH_ALL (0x01) appended. Other
 * sighash types sign less than the whole transaction and are refused.
 */
function verifyBip322Tr(message: string, outputKey: Uint8Array, signature: Uint8Array): boolean {
  const witness = readWitness(signature)
  if (witness?.length !== 1) return false
  const [item] = witness as [Uint8Array]
  if (item.length !== 64 && !(item.length === 65 && item[64] === 0x01)) return false
  const hashType = item.length === 65 ? 0x01 : 0x00
  const scriptPubKey = concat(Uint8Array.of(0x51, 0x20), outputKey)
  const outpoint = toSpendOutpoint(message, scriptPubKey)
  // BIP-341's signature message: hash type, version 0, lock time 0, the hashes of the outpoints, amounts (0), spent
  // scripts, sequences (0) and outputs, spend type 0 (key path, no annex), input 0; after the epoch byte 0.
  const sigMsg = concat(
    Uint8Array.of(hashType),
    u32(0),
    u32(0),
    sha256(outpoint),
    sha256(ZERO64BIT),
    sha256(concat(varint(scriptPubKey.length), scriptPubKey)),
    sha256(u32(0)),
    sha256(TO_SIGN_OUTPUT),
    Uint8Array.of(0x00),
    u32(0),
  )
  try {
    return schnorr.verify(item.slice(0, 64), taggedHash('TapSighash', concat(Uint8Array.of(0x00), sigMsg)), outputKey)
  } catch {
    return false
  }
}

/** The legacy format (BIP-137): the key recovered from the signature of the prefixed message hashes to the address. */
function verifyLegacy(message: string, address: string, signature: Uint8Array): boolean {
  const header = signature[0] as number
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const prefix = utf8('\u0018Bitcoin Signed Message:\n')
  const text = utf8(message)
  const digest = sha256d(concat(prefix, varint(text.length), text))
  let publicKey: Uint8Array
  try {
    const recovery = (header - 27) & 3
    const point = secp256k1.Signature.fromCompact(signature.slice(1)).addRecoveryBit(recovery).recoverPublicKey(digest)
    publicKey = point.toRawBytes(header >= 27 && header <= 30 ? false : true)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  const program = wpkhProgram(address)
  if (program) return header >= 39 && equal(keyHash, program)
  const payload = base58Payload(address)
  if (!payload) return false
  if (header >= 35 && header <= 38) return equal(hash160(concat(Uint8Array.of(0x00, 0x14), keyHash)), payload.hash)
  return header <= 34 && equal(keyHash, payload.hash)
}

/**
 * Whether `signature` signs `message` by `address`: BIP-322 simple for a native segwit (P2WPKH) or taproot (P2TR,
 * key path) address, or the legacy format (BIP-137 headers: P2PKH, P2SH-P2WPKH, P2WPKH). Any network's prefixes: the
 * check is on the address's key hash or output key.
 *
 * @example
 * verifyBitcoinMessage({ message: 'Hello World', signature: 'AkcwRAIg…', address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l' }) // true
 */
export function verifyBitcoinMessage({ message, signature, address }: VerifyBitcoinMessageParameters): boolean {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return false
  }
  if (bytes.length === 65 && (bytes[0] as number) >= 27 && verifyLegacy(message, address, bytes)) return true
  const program = wpkhProgram(address)
  if (program) return verifyBip322Wpkh(message, program, bytes)
  const outputKey = trProgram(address)
  return outputKey ? verifyBip322Tr(message, outputKey, bytes) : false
}
