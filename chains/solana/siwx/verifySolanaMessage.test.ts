import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaMessage } from './verifySolanaMessage.js'

function keypair() {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}

const message = 'app.example wants you to sign in with your Solana account:\nsome text: ünïcödé'
const sign = (text: string, secret: Uint8Array) => ed25519.sign(new TextEncoder().encode(text), secret)

describe('verifySolanaMessage', () => {
  it('accepts the ed25519 signature of the message’s UTF-8 bytes, base58 or base64', () => {
    const { secret, address } = keypair()
    const signature = sign(message, secret)
    expect(verifySolanaMessage({ message, address, signature: base58.encode(signature) })).toBe(true)
    expect(verifySolanaMessage({ message, address, signature: base64.encode(signature) })).toBe(true)
  })

  it('refuses another key’s signature, an altered message and a signature of other bytes', () => {
    const { secret, address } = keypair()
    const other = keypair()
    expect(verifySolanaMessage({ message, address, signature: base58.encode(sign(message, other.secret)) })).toBe(false)
    const signature = base58.encode(sign(message, secret))
    expect(verifySolanaMessage({ message: message.replace('ü', 'u'), address, signature })).toBe(false)
    expect(verifySolanaMessage({ message, address: other.address, signature })).toBe(false)
    // The same text as Latin-1 bytes is another message.
    const latin1 = Uint8Array.from([...message].map((c) => c.charCodeAt(0)))
    expect(verifySolanaMessage({ message, address, signature: base58.encode(ed25519.sign(latin1, secret)) })).toBe(false)
  })

  it('refuses an address that is not a 32-byte base58 key and a signature that is not 64 bytes', () => {
    const { secret, address } = keypair()
    const signature = sign(message, secret)
    expect(verifySolanaMessage({ message, address: `${address}0`, signature: base58.encode(signature) })).toBe(false)
    expect(verifySolanaMessage({ message, address: base58.encode(new Uint8Array(31).fill(1)), signature: base58.encode(signature) })).toBe(false)
    expect(verifySolanaMessage({ message, address, signature: base58.encode(signature.slice(0, 63)) })).toBe(false)
    expect(verifySolanaMessage({ message, address, signature: `0x${Buffer.from(signature).toString('hex')}` })).toBe(false)
    expect(verifySolanaMessage({ message, address, signature: '' })).toBe(false)
  })
})
