import { hexToU8a, u8aToString, u8aWrapBytes } from '@polkadot/util'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, decodeAddress, encodeAddress, mnemonicGenerate, signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, button, connectViewLoaded, dialog, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { expectOffered, openReceive } from './accountFeatures.js'
import { createWalletConnectWallet } from './wallets/walletConnectWallet.js'
import { installPolkadotWallet, POLKADOT_TEST_WALLET_NAME, type InstallPolkadotWalletParameters, type PolkadotTestWallet } from './wallets/polkadotWallet.js'

const browser = useBrowser()
beforeAll(() => cryptoWaitReady())

/** The CAIP-2 ids of the demo's Polkadot networks (the genesis hash's first 32 hex digits). */
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'

/** The demo page with the Polkadot test extension (and no EVM wallet). */
async function openPolkadotDemo(options: InstallPolkadotWalletParameters = {}, query = '') {
  let wallet: PolkadotTestWallet | undefined
  const demo = await openDemo(browser(), {
    wallet: false,
    query,
    beforeLoad: async (page) => {
      wallet = await installPolkadotWallet(page, options)
    },
  })
  return { ...demo, polkadotWallet: wallet as PolkadotTestWallet }
}

/** Connect Wallet, then the extension's row. */
async function chooseWallet(page: Page, name = POLKADOT_TEST_WALLET_NAME): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await connectViewLoaded(page)
  await dialog(page, 'Connect Wallet').getByRole('button', { name, exact: true }).click()
}

const caipAddress = (page: Page) => page.evaluate(() => (window as unknown as { portico: { getCaipAddress(): string | undefined } }).portico.getCaipAddress())

/** The texts the extension was asked to sign with `signRaw`, and what it answered, oldest first. */
function signedTexts(wallet: PolkadotTestWallet): { address: string; text: string }[] {
  return wallet.requests
    .filter((r) => r.method === 'signRaw')
    .map((r) => {
      const { address, data } = r.params as { address: string; data: string }
      return { address, text: u8aToString(hexToU8a(data)) }
    })
}

describe('Polkadot: an injected extension (window.injectedWeb3)', () => {
  it('an extension injected after the page loaded appears in the open Connect view and connects; the account shows by its name, with the Polkadot SS58 prefix, and no balance is claimed', async () => {
    const { page, polkadotWallet, errors } = await openPolkadotDemo({ late: true, accounts: [{ name: 'Alice' }, { name: 'Bob', type: 'ed25519' }] })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: POLKADOT_TEST_WALLET_NAME, exact: true }).count()).toBe(0)
    await polkadotWallet.inject()
    await connect.getByRole('button', { name: POLKADOT_TEST_WALLET_NAME, exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')

    // The extension lists its accounts in the generic format (42); the kit shows the first on Polkadot (prefix 0).
    const [alice] = polkadotWallet.pairs
    const onPolkadot = encodeAddress(alice!.publicKey, 0)
    expect(onPolkadot).not.toBe(alice!.address)
    expect(await shown(page, 'address').textContent()).toBe(onPolkadot)
    expect(await shown(page, 'network').textContent()).toBe(POLKADOT)
    expect(await caipAddress(page)).toBe(`${POLKADOT}:${onPolkadot}`)
    expect(polkadotWallet.requests.map((r) => r.method).slice(0, 2)).toEqual(['enable', 'accounts'])
    expect(polkadotWallet.requests[0]!.params).toEqual({ origin: 'Portico demo' })

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByText('Alice', { exact: true }).waitFor()
    // No Polkadot chain runs here: the view says balances are not shown, not 0 DOT and not an error.
    await expect.poll(() => account.getByText('Balances are not shown on this network').count()).toBe(1)
    expect(await account.getByText(/\bDOT\b/u).count()).toBe(0)
    expect(await page.locator('portico-modal').getByText('Token Balance Unavailable').count()).toBe(0)
    expect(await axeViolations(page), 'Account').toEqual([])

    // Only what works here is offered: Receive and the demo's Sign a note; no Buy, Swap or Send, which its package cannot do.
    await expectOffered(page, ['Receive', 'Sign a note'])
    const receive = await openReceive(page)
    await receive.getByText(onPolkadot, { exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('switching to Kusama shows the same account with the Kusama prefix; getCaipAddress() follows', async () => {
    const { page, polkadotWallet } = await openPolkadotDemo()
    await chooseWallet(page)
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Polkadot', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Kusama', exact: true }).click()
    const onKusama = encodeAddress(polkadotWallet.pairs[0]!.publicKey, 2)
    await expect.poll(() => caipAddress(page)).toBe(`${KUSAMA}:${onKusama}`)
    expect(await shown(page, 'address').textContent()).toBe(onKusama)
  })

  it('an extension present at load connects; the page is asked for nothing before the person picks it', async () => {
    const { page, polkadotWallet } = await openPolkadotDemo()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    expect(polkadotWallet.requests).toEqual([])
    await dialog(page, 'Connect Wallet').getByRole('button', { name: POLKADOT_TEST_WALLET_NAME, exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(await caipAddress(page)).toBe(`${POLKADOT}:${encodeAddress(polkadotWallet.pairs[0]!.publicKey, 0)}`)
  })
})

describe('Polkadot sign-in (SIWX, CAIP-122)', () => {
  it.each(['sr25519', 'ed25519'] as const)(
    'required: the %s account signs the CAIP-122 message with signRaw (<Bytes> wrapped), the kit verifies it, and so does @polkadot/util-crypto in Node',
    async (type) => {
      const { page, polkadotWallet, e2e, errors } = await openPolkadotDemo({ accounts: [{ name: 'Alice', type }] }, '?siwx=required&siwxStore=local')
      await chooseWallet(page)
      const sign = dialog(page, 'Sign In')
      await sign.waitFor()
      expect(await sign.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
      expect(await axeViolations(page), 'Sign In').toEqual([])
      await button(page, 'Sign').click()
      await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
      await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')

      const [pair] = polkadotWallet.pairs
      const address = encodeAddress(pair!.publicKey, 0)
      const [signed] = signedTexts(polkadotWallet)
      // The extension was given the bare message; it signed it wrapped in <Bytes>, as polkadot-js does.
      expect(signed!.address).toBe(pair!.address)
      expect(signed!.text.startsWith('<Bytes>')).toBe(false)
      expect(signed!.text.split('\n').slice(0, 2)).toEqual([`${new URL(e2e.url).host} wants you to sign in with your Polkadot account:`, address])
      expect(signed!.text).toContain(`Chain ID: 91b171bb158e2d3848fa23a9f1c25182`)
      const reply = polkadotWallet.requests.find((r) => r.method === 'signRaw')?.reply
      const signature = reply && 'result' in reply ? (reply.result as { signature: string }).signature : undefined
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/u)
      const verified = signatureVerify(signed!.text, signature!, decodeAddress(address))
      expect(verified).toMatchObject({ isValid: true, crypto: type })
      // What the key signed is the message in <Bytes>…</Bytes>, as polkadot-js extensions sign raw bytes.
      expect(signatureVerify(u8aWrapBytes(signed!.text), signature!, decodeAddress(address)).isValid).toBe(true)
      expect(signatureVerify(`${signed!.text}!`, signature!, decodeAddress(address)).isValid).toBe(false)

      // A reload keeps the session: no sign view, no second signature.
      await page.reload()
      await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
      await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
      expect(await shown(page, 'modal').textContent()).toBe('closed')
      expect(signedTexts(polkadotWallet)).toHaveLength(1)
      expect(errors).toEqual([])
    },
  )

  it("a declined signature says 'Signature declined' and keeps the view; signing then works", async () => {
    const { page, polkadotWallet } = await openPolkadotDemo({}, '?siwx=required&siwxStore=local')
    await chooseWallet(page)
    await dialog(page, 'Sign In').waitFor()
    polkadotWallet.setReject({ sign: true })
    await button(page, 'Sign').click()
    await expect.poll(() => page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Signature declined' }).count()).toBeGreaterThan(0)
    expect(await dialog(page, 'Sign In').isVisible()).toBe(true)
    expect(await shown(page, 'status').textContent()).toBe('connected')
    expect(await axeViolations(page), 'Sign In, declined').toEqual([])
    polkadotWallet.setReject({})
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    expect(signedTexts(polkadotWallet)).toHaveLength(2)
  })
})

describe('WalletConnect on polkadot', () => {
  it('a phone wallet pairs for the Polkadot network from Connect opened for polkadot; sign-in goes through polkadot_signMessage and verifies in Node', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false, query: '?siwx=required&siwxStore=local' })
    const pair = new Keyring({ type: 'sr25519' }).addFromMnemonic(mnemonicGenerate())
    const phone = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey: e2e.accounts[3]!.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
      polkadot: { pair, chains: [{ caipNetworkId: POLKADOT, ss58Format: 0 }, { caipNetworkId: KUSAMA, ss58Format: 2 }] },
    })
    try {
      await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'polkadot' }))
      const connect = dialog(page, 'Connect Wallet')
      // Only wallets of the family: no Polkadot extension here, so WalletConnect and the directory.
      await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const session = await phone.connect(await pairingUri(page))
      // The kit proposed its three Polkadot networks; the phone has two of them.
      expect(session.namespaces['polkadot']?.chains).toEqual([POLKADOT, KUSAMA])
      expect(session.namespaces['polkadot']?.methods).toEqual(['polkadot_signMessage'])
      const address = encodeAddress(pair.publicKey, 0)
      await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
      expect(await shown(page, 'network').textContent()).toBe(POLKADOT)
      expect(await caipAddress(page)).toBe(`${POLKADOT}:${address}`)

      const sign = dialog(page, 'Sign In')
      await sign.waitFor()
      await button(page, 'Sign').click()
      await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
      const [request] = phone.requests
      expect(request).toMatchObject({ method: 'polkadot_signMessage', chainId: POLKADOT, params: { address } })
      const { message } = request!.params as { message: string }
      expect(message.split('\n').slice(0, 2)).toEqual([`${new URL(e2e.url).host} wants you to sign in with your Polkadot account:`, address])
      const { signature } = request!.result as { signature: string }
      expect(signatureVerify(message, signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    } finally {
      await phone.stop()
    }
  })
})

describe("The demo's own Polkadot wallet", () => {
  it('connects a newcomer without an extension, by its name, and signs in', async () => {
    const { page, errors } = await openDemo(browser(), { wallet: false, query: '?demoWallet=polkadot&siwx=required&siwxStore=local' })
    await chooseWallet(page, 'Demo Polkadot Wallet')
    await dialog(page, 'Sign In').waitFor()
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    expect(await caipAddress(page)).toMatch(new RegExp(`^${POLKADOT}:1[1-9A-HJ-NP-Za-km-z]{46,47}$`, 'u'))
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByText('Demo account', { exact: true }).waitFor()
    expect(errors).toEqual([])
  })
})
