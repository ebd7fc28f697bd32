import { bech32, hex } from '@scure/base'
import { NETWORK, p2tr, p2wpkh } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { taprootAddressOf, utxoKeypair, type UtxoDevnetAccount } from '../devnet/bip122/utxoKeys.js'
import { expectOffered } from './accountFeatures.js'
import { axeViolations, button, connectViewLoaded, dialog, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { createWalletConnectWallet } from './wallets/walletConnectWallet.js'
import { BITCOIN_TEST_WALLET_NAME, installBitcoinWallet, type BitcoinTestWallet, type BitcoinWalletStyle, type InstallBitcoinWalletParameters } from './wallets/bitcoinWallet.js'

const browser = useBrowser()

/** Pays `address` 1 rLTC from the devnet's faucet, in a block. */
async function fund(address: string): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bip122: address }) })
  if (!response.ok) throw new Error(`faucet: ${response.status} ${await response.text()}`)
}

/** A new key of the local UTXO network for the calling test alone, its P2WPKH address paid 1 rLTC when `funded`. */
async function newUtxoAccount(funded = true): Promise<UtxoDevnetAccount> {
  const account = utxoKeypair(`e2e ${Date.now()} ${Math.random()}`)
  if (funded) await fund(account.address)
  return account
}

/** Satoshis `address` holds on the local network, read from the Esplora-shaped API. */
async function satsOf(address: string): Promise<bigint> {
  const response = await fetch(`${inject('e2e').utxo.esploraUrl}/address/${address}/utxo`)
  const utxos = (await response.json()) as { value: number }[]
  return utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

/** Whole units rounded down to 3 decimals, en-US (SPEC §5), as the Account view shows a balance. */
function shownAmount(units: bigint, decimals: number, symbol: string): string {
  const thousandths = (units * 1000n) / 10n ** BigInt(decimals)
  return `${(thousandths / 1000n).toLocaleString('en-US')}.${(thousandths % 1000n).toString().padStart(3, '0')} ${symbol}`
}

/** The key's mainnet P2WPKH address: BIP-322 signs the output script, the same on every network, so bip122-js checks it there. */
const mainnetAddressOf = (account: UtxoDevnetAccount) => p2wpkh(hex.decode(account.publicKey), NETWORK).address as string

/** The demo page with the Bitcoin test wallet (style `style`) of a new funded account. */
async function openBitcoinDemo(style: BitcoinWalletStyle, options: Partial<InstallBitcoinWalletParameters> & { query?: string; funded?: boolean } = {}) {
  const account = options.account ?? (await newUtxoAccount(options.funded ?? true))
  const ordinals = await newUtxoAccount(false)
  let wallet: BitcoinTestWallet | undefined
  const demo = await openDemo(browser(), {
    wallet: false,
    query: options.query ?? '',
    beforeLoad: async (page) => {
      wallet = await installBitcoinWallet(page, { style, ...options, account, ordinals })
    },
  })
  return { ...demo, account, bitcoinWallet: wallet as BitcoinTestWallet }
}

async function connectBitcoinWallet(page: Page, name = BITCOIN_TEST_WALLET_NAME): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await connectViewLoaded(page)
  await button(page, name).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
}

const caipAddress = (page: Page) => page.evaluate(() => (window as unknown as { portico: { getCaipAddress(): string | undefined } }).portico.getCaipAddress())

/** Account → Send, filled and previewed. */
async function fillSend(page: Page, { amount, to }: { amount: string; to: string }) {
  if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('radio', { name: /^Regtest Litecoin / }).check()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
  await form.getByRole('button', { name: 'Preview send', exact: true }).click()
  return form
}

describe('Bitcoin (bip122) wallets on the local UTXO network', () => {
  it.each(['sats-connect', 'wallet-standard', 'unisat'] as const)('a %s wallet injected after the page loaded appears in the open Connect view and connects; getCaipAddress() is CAIP-10', async (style) => {
    const { page, e2e, bitcoinWallet, errors } = await openBitcoinDemo(style, { late: true, name: `Late ${style} Wallet`, funded: false })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: `Late ${style} Wallet`, exact: true }).count()).toBe(0)
    await bitcoinWallet.register()
    await connect.getByRole('button', { name: `Late ${style} Wallet`, exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
    expect(await shown(page, 'address').textContent()).toBe(bitcoinWallet.address)
    expect(await shown(page, 'network').textContent()).toBe(e2e.utxo.caipNetworkId)
    expect(await caipAddress(page)).toBe(`${e2e.utxo.caipNetworkId}:${bitcoinWallet.address}`)
    expect(await shown(page, 'account-types').textContent()).toContain('bip122 payment')
    expect(errors).toEqual([])
  })

  it('shows the balance read from the local chain, and axe finds nothing in the Account view', async () => {
    const { page, bitcoinWallet } = await openBitcoinDemo('sats-connect')
    await connectBitcoinWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    const balance = shownAmount(await satsOf(bitcoinWallet.address), 8, 'rLTC')
    expect(balance).toBe('1.000 rLTC')
    await expect.poll(() => account.getByText(balance, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await axeViolations(page), 'Account').toEqual([])
    // Receive and Send work on the local chain; Buy and Swap, which no provider or convert API serves here, are not offered.
    await expectOffered(page, ['Receive', 'Send', 'Sign a note'])
  })

  it('a signed message verifies in Node with bip322-js; a declined one says Signature declined and keeps the note', async () => {
    const { page, account, bitcoinWallet } = await openBitcoinDemo('wallet-standard', { funded: false })
    await connectBitcoinWallet(page)
    await button(page, 'Open modal').click()
    const accountView = dialog(page, 'Account')
    await accountView.getByRole('button', { name: 'Sign a note', exact: true }).click()
    const notes = dialog(page, 'Signed Notes')
    const field = notes.getByRole('textbox', { name: 'Note', exact: true })
    await field.fill('gm from Bitcoin')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    await notes.getByRole('list', { name: 'Signed notes', exact: true }).getByText('gm from Bitcoin', { exact: true }).waitFor()
    const [signed] = bitcoinWallet.signatures
    expect(signed).toMatchObject({ message: 'gm from Bitcoin', protocol: 'BIP322' })
    expect(Verifier.verifySignature(mainnetAddressOf(account), 'gm from Bitcoin', signed!.signature)).toBe(true)
    expect(Verifier.verifySignature(mainnetAddressOf(account), 'gm from Ethereum', signed!.signature)).toBe(false)
    expect(await notes.getByText(`Signature ${signed!.signature.slice(0, 6)}…${signed!.signature.slice(-4)}`, { exact: true }).count()).toBe(1)

    bitcoinWallet.setReject({ sign: true })
    await field.fill('not this one')
    await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
    await notes.getByText('Signature declined', { exact: true }).waitFor()
    expect(await field.inputValue()).toBe('not this one')
    expect(await dialog(page, 'Signed Notes').isVisible()).toBe(true)
  })

  it('sends through the send plugin: the wallet signs the PSBT, it confirms on the local chain, and the balances follow', async () => {
    const { page, bitcoinWallet } = await openBitcoinDemo('unisat')
    const receiver = await newUtxoAccount(false)
    await connectBitcoinWallet(page)
    await fillSend(page, { amount: '0.25', to: receiver.address })
    const review = dialog(page, 'Review Send')
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    expect(await satsOf(receiver.address)).toBe(25_000_000n)
    expect(bitcoinWallet.requests.filter((r) => r.method === 'signPsbt')).toHaveLength(1)
    const left = await satsOf(bitcoinWallet.address)
    expect(left).toBeLessThan(75_000_000n)
    expect(left).toBeGreaterThan(74_990_000n)
    const balance = shownAmount(left, 8, 'rLTC')
    await expect.poll(() => dialog(page, 'Account').getByText(balance, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
  })

  it('refuses a send the balance cannot cover before the wallet is asked', async () => {
    const { page, bitcoinWallet } = await openBitcoinDemo('sats-connect')
    const receiver = await newUtxoAccount(false)
    await connectBitcoinWallet(page)
    const form = await fillSend(page, { amount: '5', to: receiver.address })
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Insufficient rLTC balance')
    expect(bitcoinWallet.requests.map((r) => r.method)).toEqual(['connect'])
    expect(await satsOf(receiver.address)).toBe(0n)
  })

  it('required sign-in (SIWX): a CAIP-122 message signed with BIP-322, verified by the kit and by bip322-js', async () => {
    const { page, account, bitcoinWallet, e2e } = await openBitcoinDemo('sats-connect', { query: '?siwx=required&siwxStore=local', funded: false })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await button(page, BITCOIN_TEST_WALLET_NAME).click()
    const sign = dialog(page, 'Sign In')
    await sign.waitFor()
    expect(await sign.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    expect(await axeViolations(page), 'Sign In').toEqual([])
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    const [signed] = bitcoinWallet.signatures
    expect(signed!.message).toContain('wants you to sign in with your Bitcoin account:')
    expect(signed!.message).toContain(`${bitcoinWallet.address}\n`)
    expect(signed!.message).toContain(`Chain ID: ${e2e.utxo.reference}`)
    expect(Verifier.verifySignature(mainnetAddressOf(account), signed!.message, signed!.signature)).toBe(true)
  })
})

describe('Connect opened for bip122', () => {
  it('open({ namespace: "bip122" }) with nothing connected reaches the loaded Connect view: the Bitcoin wallet, directory wallets of the local network, All Wallets with its count', async () => {
    const { page, errors } = await openBitcoinDemo('sats-connect', { funded: false })
    await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'bip122' }))
    await connectViewLoaded(page)
    const rows = await dialog(page, 'Connect Wallet').getByRole('list', { name: 'Wallets', exact: true }).getByRole('button').allInnerTexts()
    expect(rows[0]).toBe('WalletConnect')
    expect(rows[1]).toBe(`${BITCOIN_TEST_WALLET_NAME}\nInstalled`)
    // Directory wallets that know the local UTXO network (Trust Wallet lists Bitcoin), none of another family only.
    expect(rows).toContain('Trust Wallet')
    expect(rows).not.toContain('MetaMask')
    expect(rows.at(-1)).toMatch(/^All Wallets\n\d+\+?$/u)
    await button(page, BITCOIN_TEST_WALLET_NAME).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(errors).toEqual([])
  })
})

describe('WalletConnect on bip122', () => {
  it('a phone wallet pairs on the local UTXO network: its account and balance show, a note signed with signMessage verifies with bip322-js, a send signed with signPsbt confirms', async () => {
    const account = await newUtxoAccount()
    const receiver = await newUtxoAccount(false)
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false })
    const phone = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey: e2e.accounts[3]!.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
      bip122: { account, chains: [e2e.utxo.caipNetworkId] },
    })
    try {
      await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'bip122' }))
      await connectViewLoaded(page)
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const session = await phone.connect(await pairingUri(page))
      // The kit asks only for the two methods it calls.
      expect(phone.proposals.at(-1)?.params.optionalNamespaces['bip122']).toMatchObject({ chains: [e2e.utxo.caipNetworkId], methods: ['signMessage', 'signPsbt'] })
      expect(session.namespaces['bip122']?.accounts).toEqual([`${e2e.utxo.caipNetworkId}:${account.address}`])
      await expect.poll(() => shown(page, 'address').textContent()).toBe(account.address)
      expect(await shown(page, 'network').textContent()).toBe(e2e.utxo.caipNetworkId)
      expect(await caipAddress(page)).toBe(`${e2e.utxo.caipNetworkId}:${account.address}`)

      // The balance, read from the local chain.
      if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
      const accountView = dialog(page, 'Account')
      await expect.poll(() => accountView.getByText('1.000 rLTC', { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)

      // A note, signed on the phone (signMessage, BIP-322).
      await accountView.getByRole('button', { name: 'Sign a note', exact: true }).click()
      const notes = dialog(page, 'Signed Notes')
      await notes.getByRole('textbox', { name: 'Note', exact: true }).fill('gm from a phone')
      await notes.getByRole('button', { name: 'Sign note', exact: true }).click()
      await notes.getByRole('list', { name: 'Signed notes', exact: true }).getByText('gm from a phone', { exact: true }).waitFor()
      const signed = phone.requests.find((request) => request.method === 'signMessage')!
      expect(signed).toMatchObject({ chainId: e2e.utxo.caipNetworkId, params: { account: account.address, address: account.address, message: 'gm from a phone', protocol: 'bip322' } })
      const { signature } = signed.result as { signature: string }
      expect(Verifier.verifySignature(mainnetAddressOf(account), 'gm from a phone', signature)).toBe(true)
      expect(Verifier.verifySignature(mainnetAddressOf(account), 'gm from a tablet', signature)).toBe(false)
      await page.keyboard.press('Escape')

      // A send: the kit builds the PSBT, the phone signs it (signPsbt, not broadcast), the kit broadcasts and it confirms.
      await fillSend(page, { amount: '0.25', to: receiver.address })
      await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
      await dialog(page, 'Account').waitFor({ timeout: 30_000 })
      expect(await satsOf(receiver.address)).toBe(25_000_000n)
      const psbts = phone.requests.filter((request) => request.method === 'signPsbt')
      expect(psbts).toHaveLength(1)
      expect(psbts[0]!.params).toMatchObject({ account: account.address, broadcast: false })
      expect(phone.requests.map((request) => request.method).filter((method) => !['signMessage', 'signPsbt'].includes(method))).toEqual([])
      const left = await satsOf(account.address)
      expect(left).toBeLessThan(75_000_000n)
      expect(left).toBeGreaterThan(74_990_000n)
      await expect.poll(() => dialog(page, 'Account').getByText(shownAmount(left, 8, 'rLTC'), { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
      expect(errors).toEqual([])
    } finally {
      await phone.stop()
    }
  })
})

describe('A taproot (P2TR) payment account', () => {
  it('signs in (required SIWX) with a BIP-322 signature by its tweaked key, verified by the kit and by bip322-js; a send from it confirms', async () => {
    const account = await newUtxoAccount(false)
    const taproot = taprootAddressOf(account)
    await fund(taproot)
    const { page, bitcoinWallet, e2e, errors } = await openBitcoinDemo('unisat', { account, addressType: 'p2tr', query: '?siwx=required&siwxStore=local' })
    expect(bitcoinWallet.address).toBe(taproot)
    expect(taproot).toMatch(/^rltc1p/u)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await button(page, BITCOIN_TEST_WALLET_NAME).click()
    await dialog(page, 'Sign In').waitFor()
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    expect(await caipAddress(page)).toBe(`${e2e.utxo.caipNetworkId}:${taproot}`)
    const [signed] = bitcoinWallet.signatures
    expect(signed).toMatchObject({ protocol: 'BIP322' })
    expect(signed!.message).toContain(`${taproot}\n`)
    // The same key's mainnet taproot address: BIP-322 signs the output script, the same on every network.
    const mainnetTaproot = p2tr(hex.decode(account.publicKey).slice(1), undefined, NETWORK).address as string
    expect(Verifier.verifySignature(mainnetTaproot, signed!.message, signed!.signature)).toBe(true)
    const [stored] = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string; signature: string }[])
    expect(stored).toMatchObject({ message: signed!.message, signature: signed!.signature })

    // A send from the taproot account: its inputs name the internal key, the wallet signs them by the tweaked one.
    const receiver = await newUtxoAccount(false)
    await fillSend(page, { amount: '0.25', to: receiver.address })
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    expect(await satsOf(receiver.address)).toBe(25_000_000n)
    const left = await satsOf(taproot)
    expect(left).toBeLessThan(75_000_000n)
    expect(left).toBeGreaterThan(74_990_000n)
    expect(errors).toEqual([])
  })
})

describe("The demo's own Bitcoin wallet", () => {
  it('connects a newcomer without an extension, by its name, and signs in with a legacy (BIP-137) signature the kit and bip322-js accept', async () => {
    const { page, e2e, errors } = await openDemo(browser(), { wallet: false, query: '?demoWallet=bitcoin&siwx=required&siwxStore=local' })
    await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'bip122' }))
    await connectViewLoaded(page)
    await button(page, 'Demo Bitcoin Wallet').click()
    await dialog(page, 'Sign In').waitFor()
    await button(page, 'Sign').click()
    await expect.poll(() => shown(page, 'siwx').textContent()).toBe('signedIn')
    const caip = await caipAddress(page)
    expect(caip).toMatch(new RegExp(`^${e2e.utxo.caipNetworkId}:rltc1q[02-9ac-hj-np-z]{38}$`, 'u'))
    const [stored] = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/siwx') ?? '[]') as { message: string; signature: string }[])
    expect(stored!.message).toContain('wants you to sign in with your Bitcoin account:')
    // 65 bytes with a P2WPKH header (39 to 42): the legacy format, not BIP-322.
    expect(Buffer.from(stored!.signature, 'base64')[0]).toBeGreaterThanOrEqual(39)
    // The same key hash on mainnet: bip322-js checks BIP-137 signatures there.
    const { words } = bech32.decode(caip!.split(':')[2] as `${string}1${string}`)
    expect(Verifier.verifySignature(bech32.encode('bc', words), stored!.message, stored!.signature)).toBe(true)
    expect(errors).toEqual([])
  })
})
