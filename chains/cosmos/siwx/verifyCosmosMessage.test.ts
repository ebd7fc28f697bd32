import { Secp256k1HdWallet } from '@cosmjs/amino'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { beforeAll, describe, expect, it } from 'vitest'
import { adr36SignDoc } from '../adr36.js'
import { verifyCosmosMessage } from './verifyCosmosMessage.js'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('verifyCosmosMessage', () => {
  let hub: Secp256k1HdWallet
  let address: string
  let osmoAddress: string
  const sign = async (wallet: Secp256k1HdWallet, signer: string, message: string) =>
    (await wallet.signAmino(signer, adr36SignDoc(signer, message))).signature.signature

  beforeAll(async () => {
    hub = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' })
    address = (await hub.getAccounts())[0]!.address
    const osmo = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'osmo' })
    osmoAddress = (await osmo.getAccounts())[0]!.address
  })

  it('accepts the ADR-036 signature cosmjs makes with the account key', async () => {
    const message = 'localhost wants you to sign in with your Cosmos account:\ncosmos1…'
    expect(verifyCosmosMessage({ message, signature: await sign(hub, address, message), address })).toBe(true)
  })

  it('refuses another message, another account, another prefix of the same key, and bytes that are no signature', async () => {
    const signature = await sign(hub, address, 'Hello')
    expect(verifyCosmosMessage({ message: 'Hello!', signature, address })).toBe(false)
    expect(verifyCosmosMessage({ message: 'Hello', signature, address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu' })).toBe(false)
    // The document names its signer: a signature for the Hub address is none for the Osmosis one.
    expect(verifyCosmosMessage({ message: 'Hello', signature, address: osmoAddress })).toBe(false)
    expect(verifyCosmosMessage({ message: 'Hello', signature: base64.encode(new Uint8Array(64)), address })).toBe(false)
    expect(verifyCosmosMessage({ message: 'Hello', signature: 'not base64!', address })).toBe(false)
    expect(verifyCosmosMessage({ message: 'Hello', signature, address: 'not an address' })).toBe(false)
  })

  it('refuses the high-s twin of a valid signature', async () => {
    const signature = secp256k1.Signature.fromCompact(base64.decode(await sign(hub, address, 'Hello')))
    const twin = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s)
    expect(verifyCosmosMessage({ message: 'Hello', signature: base64.encode(twin.toCompactRawBytes()), address })).toBe(false)
  })
})
