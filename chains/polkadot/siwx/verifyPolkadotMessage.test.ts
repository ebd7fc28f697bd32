import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'

beforeAll(() => cryptoWaitReady())

const message = 'app.example wants you to sign in with your Polkadot account:\nsome text: ünïcödé'
const pair = (type: 'sr25519' | 'ed25519', prefix = 0) => new Keyring({ ss58Format: prefix }).addFromMnemonic(mnemonicGenerate(), {}, type)
const bytes = (text: string) => new TextEncoder().encode(text)

describe('verifyPolkadotMessage', () => {
  it.each(['sr25519', 'ed25519'] as const)('accepts a %s signature of the message wrapped in <Bytes> (as extensions sign) or bare', (type) => {
    const signer = pair(type)
    const wrapped = u8aToHex(signer.sign(u8aWrapBytes(bytes(message))))
    const bare = u8aToHex(signer.sign(bytes(message)))
    expect(verifyPolkadotMessage({ message, signature: wrapped, address: signer.address })).toBe(true)
    expect(verifyPolkadotMessage({ message, signature: bare, address: signer.address })).toBe(true)
    // The same key under another network's prefix is the same account.
    const kusama = new Keyring({ ss58Format: 2 }).encodeAddress(signer.publicKey)
    expect(verifyPolkadotMessage({ message, signature: wrapped, address: kusama })).toBe(true)
    // A MultiSignature (type byte first), as some WalletConnect wallets answer.
    const typeByte = type === 'sr25519' ? '01' : '00'
    expect(verifyPolkadotMessage({ message, signature: `0x${typeByte}${wrapped.slice(2)}`, address: signer.address })).toBe(true)
  })

  it('refuses another key, an altered message, a broken address and a signature that is not 64 bytes of hex', () => {
    const signer = pair('sr25519')
    const other = pair('sr25519')
    const signature = u8aToHex(signer.sign(u8aWrapBytes(bytes(message))))
    expect(verifyPolkadotMessage({ message, signature, address: other.address })).toBe(false)
    expect(verifyPolkadotMessage({ message: message.replace('ü', 'u'), signature, address: signer.address })).toBe(false)
    expect(verifyPolkadotMessage({ message, signature, address: signer.address.slice(0, -1) + '1' })).toBe(false)
    expect(verifyPolkadotMessage({ message, signature: signature.slice(0, -2), address: signer.address })).toBe(false)
    expect(verifyPolkadotMessage({ message, signature: signature.slice(2), address: signer.address })).toBe(false)
    expect(verifyPolkadotMessage({ message, signature: '', address: signer.address })).toBe(false)
  })
})
