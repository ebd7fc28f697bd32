import { makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, button, connectViewLoaded, dialog, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { expectOffered, openReceive } from './accountFeatures.js'
import { newCosmosMnemonic } from './wallets/cosmosKeys.js'
import { installCosmosWallet, type CosmosTestWallet, type InstallCosmosWalletParameters } from './wallets/cosmosWallet.js'
import { createWalletConnectWallet } from './wallets/walletConnectWallet.js'

const browser = useBrowser()
const CHAINS = [
  { chainId: 'cosmoshub-4', prefix: 'cosmos' },
  { chainId: 'osmosis-1', prefix: 'osmo' },
]

/** The demo with a Keplr-style test wallet of a fresh key (no EVM wallet). */
async function openCosmosDemo(query = '', options: Partial<InstallCosmosWalletParameters> = {}) {
  let wallet: CosmosTestWallet | undefined
  const demo = await openDemo(browser(), {
    wallet: false,
    query,
    beforeLoad: async (page) => {
      wallet = await installCosmosWallet(page, { mnemonic: newCosmosMnemonic(), chains: CHAINS, ...options })
    },
  })
  return { ...demo, cosmosWallet: wallet as CosmosTestWallet }
}

/** Opens Connect for the Cosmos family and picks Keplr. */
async function connectKeplr(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'cosmos' }))
  await connectViewLoaded(page)
  await button(page, 'Keplr').click()
}

const caipAddress = (page: Page) => page.evaluate(() => (window as unknown as { portico: { getCaipAddress(): string | undefined } }).portico.getCaipAddress())

/** Whether `signature` (base64) is the ADR-036 signature of `message` by `pubkey`, checked with cosmjs alone. */
async function cosmjsVerifies(message: string, signature: string, signer: string, pubkey: Uint8Array): Promise<boolean> {
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }], { gas: '0', amount: [] }, '', '', 0, 0)
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), sha256(serializeSignDoc(doc)), pubkey)
}

describe('Cosmos: a Keplr-style wallet (window.keplr)', () => {
  it('a wallet injected late appears in the open Connect view and connects; CAIP-10 address; Osmosis has its own address; Account says no balances', async () => {
    const { page, cosmosWallet, errors } = await openCosmosDemo('', { late: true })
    await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'cosmos' }))
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: 'Keplr', exact: true }).count()).toBe(0)
    await cosmosWallet.inject()
    await connect.getByRole('button', { name: 'Keplr', exact: true }).click()
    const hub = cosmosWallet.keys.address('cosmoshub-4')
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(hub)
    expect(await shown(page, 'network').textContent()).toBe('cosmos:cosmoshub-4')
    expect(await caipAddress(page)).toBe(`cosmos:cosmoshub-4:${hub}`)
    expect(cosmosWallet.requests.map((r) => r.method).slice(0, 2)).toEqual(['enable', 'getKey'])

    // Account: no balance is read on these networks, and it says so (no zero, no failure).
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByText('Balances are not shown on this network').waitFor()
    expect(await account.getByText('Balances are not shown on this network').count()).toBe(1)
    expect(await account.getByText(/0\.00|ATOM/u).count()).toBe(0)
    expect(await page.locator('portico-modal').getByText('Token Balance Unavailable').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    // Only what works here is offered: Receive and the demo's Sign a note; no Buy, Swap or Send, which its package has not.
    await expectOffered(page, ['Receive', 'Sign a note'])
    const receive = await openReceive(page)
    await receive.getByText(cosmosWallet.keys.address('cosmoshub-4'), { exact: true }).waitFor()
    // A cosmos1… address receives on Cosmos Hub only: Osmosis writes its accounts osmo1….
    expect(await receive.getByRole('list', { name: 'Networks that can receive' }).getByRole('listitem').allTextContents()).toEqual(['Cosmos Hub'])
    await receive.getByRole('button', { name: 'Back', exact: true }).click()

    // Osmosis: the same key, its own chain id and bech32 prefix.
    await account.getByRole('button', { name: 'Cosmos Hub', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Osmosis', exact: true }).click()
    const osmo = cosmosWallet.keys.address('osmosis-1')
    await expect.poll(() => caipAddress(page)).toBe(`cosmos:osmosis-1:${osmo}`)
    expect(osmo.startsWith('osmo1')).toBe(true)
    expect(await shown(page, 'address').textContent()).toBe(osmo)
    expect(errors).toEqual([])
  })

  it('follows a key change in the wallet (keplr_keystorechange)', async () => {
    const { page, cosmosWallet } = await openCosmosDemo()
    await connectKeplr(page)
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    const before = cosmosWallet.keys.address('cosmoshub-4')
    await cosmosWallet.changeKey(newCosmosMnemonic())
    const after = cosmosWallet.keys.address('cosmoshub-4')
    expect(after).not.toBe(before)
    await expect.poll(() => shown(page, 'address').textContent()).toBe(after)
    expect(await caipAddress(page)).toBe(`cosmos:cosmoshub-4:${after}`)
  })
})

describe('Cosmos sign-in (SIWX, CAIP-122 + ADR-036)', () => {
  it('required: the wallet signs the CAIP-122 message with signArbitrary, the kit verifies it, cosmjs verifies it in Node', async () => {
    const { page, cosmosWallet, e2e, errors } = await openCosmosDemo('?siwx=required&siwxStore=local')
    await connectKeplr(page)
    const sign = dialog(page, 'Sign In')
    await sign.waitFor()
    expect(await sign.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')

    const address = cosmosWallet.keys.address('cosmoshub-4')
    const asked = cosmosWallet.requests.find((r) => r.method === 'signArbitrary')!.params as { chainId: string; signer: string; data: string }
    expect(asked).toMatchObject({ chainId: 'cosmoshub-4', signer: address })
    const lines = asked.data.split('\n')
    expect(lines.slice(0, 2)).toEqual([`${new URL(e2e.url).host} wants you to sign in with your Cosmos account:`, address])
    expect(lines).toContain('Chain ID: cosmoshub-4')
    expect(lines).toContain('Sign in to the Portico demo')
    const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string; signature: string; data: { chainId: string } }[])
    expect(session).toMatchObject({ message: asked.data, data: { chainId: 'cosmos:cosmoshub-4' } })
    expect(await cosmjsVerifies(session!.message, session!.signature, address, cosmosWallet.keys.pubkey)).toBe(true)
    expect(await cosmjsVerifies(`${session!.message}!`, session!.signature, address, cosmosWallet.keys.pubkey)).toBe(false)
    expect(errors).toEqual([])
  })

  it("a declined signature says 'Signature declined' and keeps the view; signing then works", async () => {
    const { page, cosmosWallet } = await openCosmosDemo('?siwx=required&siwxStore=local')
    await connectKeplr(page)
    await dialog(page, 'Sign In').waitFor()
    cosmosWallet.setReject({ sign: true })
    await button(page, 'Sign').click()
    await expect.poll(() => page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Signature declined' }).count()).toBeGreaterThan(0)
    expect(await dialog(page, 'Sign In').isVisible()).toBe(true)
    cosmosWallet.setReject({})
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
  })
})

describe('WalletConnect on cosmos', () => {
  it('a phone wallet pairs for Cosmos Hub and signs in with cosmos_signAmino (ADR-036)', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false, query: '?siwx=required&siwxStore=local' })
    const mnemonic = newCosmosMnemonic()
    const phone = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey: e2e.accounts[3]!.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
      cosmos: { mnemonic, chains: CHAINS },
    })
    try {
      await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'cosmos' }))
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const session = await phone.connect(await pairingUri(page))
      expect(session.namespaces['cosmos']?.chains).toEqual(['cosmos:cosmoshub-4', 'cosmos:osmosis-1'])
      // The kit asks only for what it calls: amino signing of the ADR-036 document (the session names the accounts).
      expect(phone.proposals.at(-1)?.params.optionalNamespaces['cosmos']?.methods).toEqual(['cosmos_signAmino'])
      const address = phone.cosmosKeys!.address('cosmoshub-4')
      await expect.poll(() => shown(page, 'address').textContent()).toBe(address)
      expect(await caipAddress(page)).toBe(`cosmos:cosmoshub-4:${address}`)

      await dialog(page, 'Sign In').waitFor()
      await button(page, 'Sign').click()
      await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
      const asked = phone.requests.find((r) => r.method === 'cosmos_signAmino')!
      expect(asked.chainId).toBe('cosmos:cosmoshub-4')
      const [stored] = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string; signature: string }[])
      expect(await cosmjsVerifies(stored!.message, stored!.signature, address, phone.cosmosKeys!.pubkey)).toBe(true)
    } finally {
      await phone.stop()
    }
  })
})

describe("The demo's own Cosmos wallet", () => {
  it('connects a newcomer without an extension, by its name, and signs in; the signature verifies with cosmjs', async () => {
    const { page, errors } = await openDemo(browser(), { wallet: false, query: '?demoWallet=cosmos&siwx=required&siwxStore=local' })
    await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'cosmos' }))
    await connectViewLoaded(page)
    await button(page, 'Demo Cosmos Wallet').click()
    await dialog(page, 'Sign In').waitFor()
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    // The key the wallet shows a dapp (getKey), and the address cosmjs derives from it.
    const pubkey = await page.evaluate(async () => {
      const wallet = (window as unknown as { porticoDemoCosmosWallet: { getKey(id: string): Promise<{ pubKey: Uint8Array }> } }).porticoDemoCosmosWallet
      return Array.from((await wallet.getKey('cosmoshub-4')).pubKey)
    })
    const address = pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: toBase64(Uint8Array.from(pubkey)) }, 'cosmos')
    expect(await caipAddress(page)).toBe(`cosmos:cosmoshub-4:${address}`)
    const [stored] = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string; signature: string }[])
    expect(stored!.message).toContain('wants you to sign in with your Cosmos account:')
    expect(await cosmjsVerifies(stored!.message, stored!.signature, address, Uint8Array.from(pubkey))).toBe(true)
    expect(errors).toEqual([])
  })
})
