import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { createMemoryStorage } from '../../kernel/utils/storage.js'
import { mainnet } from '../../test/fixtures.js'
import { siwx as eip155Siwx } from '../../chains/eip155/siwx/siwx.js'
import { siwx as solanaSiwx } from '../../chains/solana/siwx/siwx.js'
import { createDefaultSiwx, SESSIONS_KEY } from './createDefaultSiwx.js'
import { dataOf, formatCaip122Message, messageData } from './createSiwxMessage.js'

// anvil's account 1: a plain EOA, whose EIP-191 signature viem checks without a request.
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

// Signatures are checked with an eth_call (ERC-6492's verifier, then EIP-191): a local node of chain 1 answers it.
let anvil: Anvil | undefined
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(async () => {
  await anvil?.stop()
})

function defaultSiwx(now = () => Date.parse('2026-01-01T00:00:00Z')) {
  const storage = createMemoryStorage()
  const siwx = createDefaultSiwx({
    storage,
    families: async (namespace) => ({ eip155: eip155Siwx, solana: solanaSiwx })[namespace as 'eip155' | 'solana'],
    networks: [{ ...mainnet, rpcUrls: { default: { http: [anvil?.rpcUrl ?? ''] } } }],
    required: true,
    domain: 'app.example',
    uri: 'https://app.example/login',
    statement: 'Sign in to the example app',
    resources: ['https://app.example/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
    now,
  })
  return { siwx, storage }
}

describe('the default sign-in configuration', () => {
  it('makes an EIP-4361 message that an independent parser (siwe) reads field for field', async () => {
    const { siwx } = defaultSiwx()
    const message = await siwx.createMessage({ accountAddress: account.address.toLowerCase(), chainId: 'eip155:1' })
    const parsed = new SiweMessage(message.toString())
    expect(parsed).toMatchObject({
      domain: 'app.example',
      address: account.address,
      statement: 'Sign in to the example app',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 1,
      nonce: message.nonce,
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-02T00:00:00.000Z',
      resources: ['https://app.example/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
    })
    expect(message.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(parsed.prepareMessage()).toBe(message.toString())
    expect(siwx.getRequired?.()).toBe(true)
  })

  it('keeps a verified session in storage and returns it for its account and network only', async () => {
    const { siwx, storage } = defaultSiwx(() => Date.now())
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const signature = await account.signMessage({ message: message.toString() })
    await siwx.addSession({ data: dataOf(message), message: message.toString(), signature })
    expect(JSON.parse(storage.getItem(SESSIONS_KEY) ?? '[]')).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:42161', account.address)).toEqual([])
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a signature of another account, and a message whose text was changed', async () => {
    const { siwx } = defaultSiwx(() => Date.now())
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
    const foreign = await other.signMessage({ message: message.toString() })
    await expect(siwx.addSession({ data: dataOf(message), message: message.toString(), signature: foreign })).rejects.toThrow(
      'The signature could not be verified',
    )
    const signature = await account.signMessage({ message: message.toString() })
    const changed = message.toString().replace('Sign in to the example app', 'Sign in to another app')
    await expect(siwx.addSession({ data: dataOf(message), message: changed, signature })).rejects.toThrow(
      'The signature could not be verified',
    )
  })

  it('returns no expired session', async () => {
    let now = Date.now()
    const { siwx } = defaultSiwx(() => now)
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const signature = await account.signMessage({ message: message.toString() })
    await siwx.addSession({ data: dataOf(message), message: message.toString(), signature })
    now += 24 * 60 * 60 * 1000 + 1
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })
})

describe('solana sessions in the default configuration (ed25519)', () => {
  const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const sign = (text: string, key = secret) => ed25519.sign(new TextEncoder().encode(text), key)

  it('keeps a session whose CAIP-122 message the account signed, base58 or base64', async () => {
    const { siwx } = defaultSiwx(() => Date.now())
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    expect(message.toString()).toBe(formatCaip122Message(dataOf(message), 'Solana'))
    await siwx.addSession({ data: dataOf(message), message: message.toString(), signature: base58.encode(sign(message.toString())) })
    expect(await siwx.getSessions(chainId, address)).toHaveLength(1)

    const again = await siwx.createMessage({ accountAddress: address, chainId })
    await siwx.addSession({ data: dataOf(again), message: again.toString(), signature: base64.encode(sign(again.toString())) })
    expect((await siwx.getSessions(chainId, address)).map((s) => s.data.nonce)).toEqual([again.nonce])
  })

  it('refuses another key’s signature, an altered message, and a message that is not the session’s', async () => {
    const { siwx } = defaultSiwx(() => Date.now())
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    const text = message.toString()
    const other = ed25519.utils.randomPrivateKey()
    await expect(siwx.addSession({ data: dataOf(message), message: text, signature: base58.encode(sign(text, other)) })).rejects.toThrow(
      'The signature could not be verified',
    )
    const changed = text.replace('Sign in to the example app', 'Sign in to another app')
    await expect(siwx.addSession({ data: dataOf(message), message: changed, signature: base58.encode(sign(text)) })).rejects.toThrow(
      'The signature could not be verified',
    )
    // Signed as it is, but the session claims another nonce than the text says.
    await expect(
      siwx.addSession({ data: { ...dataOf(message), nonce: 'ffffffff' }, message: changed, signature: base58.encode(sign(changed)) }),
    ).rejects.toThrow('The signature could not be verified')
    expect(await siwx.getSessions(chainId, address)).toEqual([])
  })

  it('refuses a signed message that has expired', async () => {
    let now = Date.now()
    const { siwx } = defaultSiwx(() => now)
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    now += 24 * 60 * 60 * 1000 + 1
    await expect(
      siwx.addSession({ data: dataOf(message), message: message.toString(), signature: base58.encode(sign(message.toString())) }),
    ).rejects.toThrow('The signature could not be verified')
  })
})

describe('the CAIP-122 message of other chain families', () => {
  it('writes the fields in the CAIP-122 order, with the family name', () => {
    const data = messageData(
      { accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      'abcdef123456',
      { domain: 'app.example', uri: 'https://app.example', statement: 'Hello', resources: ['https://app.example/a'] },
      Date.parse('2026-01-01T00:00:00Z'),
    )
    expect(formatCaip122Message(data, 'Solana')).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        '',
        'Hello',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdef123456',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-02T00:00:00.000Z',
        'Resources:',
        '- https://app.example/a',
      ].join('\n'),
    )
  })
})
