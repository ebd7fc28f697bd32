import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, Script, Transaction, WIF } from '@scure/btc-signer'
import bitcoinMessage from 'bitcoinjs-message'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

/** The local UTXO network's prefixes (Litecoin regtest): the same keys, other addresses. */
const LOCAL = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef }

/** BIP-322's own test vectors (the BIP's text). */
const VECTORS = [
  { address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: '', signature: 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
  { address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', message: 'Hello World', signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=' },
  { address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3', message: 'Hello World', signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==' },
] as const

const MESSAGE = 'app.example wants you to sign in with your Bitcoin account:\nünïcödé'

function key() {
  const secret = secp256k1.utils.randomPrivateKey()
  const xOnly = schnorr.getPublicKey(secret)
  return {
    wif: WIF(NETWORK).encode(secret),
    secret,
    xOnly,
    p2tr: p2tr(xOnly, undefined, NETWORK).address as string,
    localP2tr: p2tr(xOnly, undefined, LOCAL).address as string,
    p2wpkh: p2wpkh(secp256k1.getPublicKey(secret, true), NETWORK).address as string,
  }
}

const taggedHash = (tag: string, data: Uint8Array) => {
  const tagHash = sha256(new TextEncoder().encode(tag))
  return sha256(new Uint8Array([...tagHash, ...tagHash, ...data]))
}

/**
 * A BIP-322 simple signature of a taproot address made with @scure/btc-signer: `to_spend` and `to_sign` as the BIP
 * writes them, `to_sign`'s input signed by the library (BIP-341 digest, SIGHASH_DEFAULT: 64 bytes), its witness
 * serialized.
 */
function scureTaprootSignature(secret: Uint8Array, xOnly: Uint8Array, message: string): string {
  const { script } = p2tr(xOnly, undefined, NETWORK)
  const messageHash = taggedHash('BIP0322-signed-message', new TextEncoder().encode(message))
  const toSpend = new Transaction({ version: 0, allowUnknownInputs: true, allowUnknownOutputs: true, disableScriptCheck: true, allowLegacyWitnessUtxo: true })
  // Outputs first: an input with its final script counts as signed, and no output may follow it.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', messageHash]) })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, tapInternalKey: xOnly })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(secret, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness ?? []
  return base64.encode(new Uint8Array([witness.length, ...witness.flatMap((item) => [item.length, ...item])]))
}

describe('verifyBitcoinMessage', () => {
  it.each(VECTORS)('accepts the BIP-322 vector of $address for "$message" (bip322-js agrees)', ({ address, message, signature }) => {
    expect(Verifier.verifySignature(address, message, signature)).toBe(true)
    expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: `${message}!`, signature })).toBe(false)
  })

  it('accepts taproot (P2TR) signatures bip322-js makes (SIGHASH_ALL, 65 bytes), on any network’s prefix of the key', () => {
    for (let round = 0; round < 4; round++) {
      const { wif, p2tr: address, localP2tr } = key()
      const signature = Signer.sign(wif, address, MESSAGE) as string
      expect(Verifier.verifySignature(address, MESSAGE, signature)).toBe(true)
      expect(verifyBitcoinMessage({ address, message: MESSAGE, signature })).toBe(true)
      expect(verifyBitcoinMessage({ address: localP2tr, message: MESSAGE, signature })).toBe(true)
    }
  })

  it('accepts taproot signatures @scure/btc-signer makes (SIGHASH_DEFAULT, 64 bytes), which bip322-js accepts too', () => {
    const { secret, xOnly, p2tr: address } = key()
    const signature = scureTaprootSignature(secret, xOnly, MESSAGE)
    expect(base64.decode(signature)).toHaveLength(66)
    expect(Verifier.verifySignature(address, MESSAGE, signature)).toBe(true)
    expect(verifyBitcoinMessage({ address, message: MESSAGE, signature })).toBe(true)
  })

  it('refuses a taproot signature of another message, by another key, with a sighash type other than ALL, or cut short', () => {
    const signer = key()
    const other = key()
    const signature = Signer.sign(signer.wif, signer.p2tr, MESSAGE) as string
    expect(verifyBitcoinMessage({ address: signer.p2tr, message: `${MESSAGE}.`, signature })).toBe(false)
    expect(verifyBitcoinMessage({ address: other.p2tr, message: MESSAGE, signature })).toBe(false)
    // The same key's P2WPKH address is another script: the taproot witness signs none of its.
    expect(verifyBitcoinMessage({ address: signer.p2wpkh, message: MESSAGE, signature })).toBe(false)
    const bytes = base64.decode(signature)
    const none = Uint8Array.from(bytes)
    none[none.length - 1] = 0x02
    expect(verifyBitcoinMessage({ address: signer.p2tr, message: MESSAGE, signature: base64.encode(none) })).toBe(false)
    // 65 bytes ending in 0 (SIGHASH_DEFAULT spelt out) is invalid under BIP-341.
    const zero = Uint8Array.from(bytes)
    zero[zero.length - 1] = 0x00
    expect(verifyBitcoinMessage({ address: signer.p2tr, message: MESSAGE, signature: base64.encode(zero) })).toBe(false)
    const flipped = Uint8Array.from(bytes)
    flipped[10] = (flipped[10] as number) ^ 1
    expect(verifyBitcoinMessage({ address: signer.p2tr, message: MESSAGE, signature: base64.encode(flipped) })).toBe(false)
    expect(verifyBitcoinMessage({ address: signer.p2tr, message: MESSAGE, signature: base64.encode(bytes.slice(0, 40)) })).toBe(false)
  })

  it('accepts P2WPKH signatures bip322-js makes and refuses them for the same key’s taproot address', () => {
    const { wif, p2wpkh: address, p2tr: taproot } = key()
    const signature = Signer.sign(wif, address, MESSAGE) as string
    expect(verifyBitcoinMessage({ address, message: MESSAGE, signature })).toBe(true)
    expect(verifyBitcoinMessage({ address: taproot, message: MESSAGE, signature })).toBe(false)
  })

  it('accepts legacy (BIP-137) signatures bitcoinjs-message makes for P2PKH, P2SH-P2WPKH and P2WPKH addresses, and only for their key', () => {
    const { secret, p2wpkh: segwit } = key()
    const publicKey = secp256k1.getPublicKey(secret, true)
    const legacy = p2pkh(publicKey, NETWORK).address as string
    const nested = p2sh(p2wpkh(publicKey, NETWORK), NETWORK).address as string
    const sign = (options?: { segwitType: 'p2wpkh' | 'p2sh(p2wpkh)' }) => bitcoinMessage.sign(MESSAGE, Buffer.from(secret), true, options).toString('base64')
    expect(verifyBitcoinMessage({ address: legacy, message: MESSAGE, signature: sign() })).toBe(true)
    expect(verifyBitcoinMessage({ address: nested, message: MESSAGE, signature: sign({ segwitType: 'p2sh(p2wpkh)' }) })).toBe(true)
    expect(verifyBitcoinMessage({ address: segwit, message: MESSAGE, signature: sign({ segwitType: 'p2wpkh' }) })).toBe(true)
    expect(verifyBitcoinMessage({ address: legacy, message: `${MESSAGE}.`, signature: sign() })).toBe(false)
    expect(verifyBitcoinMessage({ address: key().p2wpkh, message: MESSAGE, signature: sign({ segwitType: 'p2wpkh' }) })).toBe(false)
  })
})
