import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64, hex } from '@scure/base'
import { NETWORK, p2tr, p2wpkh, Transaction, WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'

/**
 * Signs the inputs `indexes` of a PSBT (base64) with the secp256k1 key `privateKey` (hex), as a wallet does, and
 * answers the PSBT (base64) unfinalized.
 */
export function signPsbtWithKey(psbt: string, privateKey: string, indexes: readonly number[]): string {
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  for (const index of indexes) tx.signIdx(hex.decode(privateKey), index)
  return base64.encode(tx.toPSBT())
}

/**
 * A BIP-322 simple signature (base64) of `message` by the P2WPKH (or, with `type: 'p2tr'`, the taproot) address of
 * `privateKey`, made by bip322-js. The signature depends on the address's script only, so the key's mainnet address
 * stands for it on any network.
 */
export function signBip322WithKey(message: string, privateKey: string, type: 'p2wpkh' | 'p2tr' = 'p2wpkh'): string {
  const key = hex.decode(privateKey)
  const publicKey = secp256k1.getPublicKey(key, true)
  const mainnetAddress = (type === 'p2tr' ? p2tr(publicKey.slice(1), undefined, NETWORK) : p2wpkh(publicKey, NETWORK)).address as string
  return Signer.sign(WIF(NETWORK).encode(key), mainnetAddress, message) as string
}

/** A legacy (BIP-137) signature of `message` for the P2WPKH address of `privateKey`: header 39 + recovery, r, s; base64. */
export function signLegacyWithKey(message: string, privateKey: string): string {
  const text = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')
  const length = text.length < 0xfd ? [text.length] : [0xfd, text.length & 0xff, text.length >> 8]
  const digest = sha256(sha256(new Uint8Array([...prefix, ...length, ...text])))
  const signature = secp256k1.sign(digest, hex.decode(privateKey), { lowS: true, prehash: false })
  return base64.encode(new Uint8Array([39 + (signature.recovery ?? 0), ...signature.toCompactRawBytes()]))
}
