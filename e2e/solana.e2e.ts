import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildHostPage } from '../demo/buildDemo.js'
import { serveStatic, type StaticServer } from '../demo/serveStatic.js'
import type { SolanaConnectionPageConfig } from './pages/solanaConnectionPage.js'
import { axeViolations, button, connectViewLoaded, dialog, openDemo, pairingUri, shown, useBrowser } from './fixtures.js'
import { createWalletConnectWallet } from './wallets/walletConnectWallet.js'
import { installSolanaWallet, SOLANA_TEST_WALLET_NAME, type InstallSolanaWalletParameters, type SolanaTestWallet } from './wallets/solanaWallet.js'

const browser = useBrowser()

/** JSON-RPC to the devnet's Solana network. */
async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result: T }
  return body.result
}
const lamportsOf = async (rpcUrl: string, owner: string) => BigInt((await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [owner])).value)
async function tokenUnitsOf(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{ value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }>(rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed' },
  ])
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Whole units rounded down to 3 decimals, en-US (SPEC §5), as the Account view shows a balance. */
function shownAmount(units: bigint, decimals: number, symbol: string): string {
  const thousandths = (units * 1000n) / 10n ** BigInt(decimals)
  return `${(thousandths / 1000n).toLocaleString('en-US')}.${(thousandths % 1000n).toString().padStart(3, '0')} ${symbol}`
}

/** The demo page with the Solana test wallet of devnet account `account` registered as an extension does. */
async function openSolanaDemo(account: number, options: Partial<InstallSolanaWalletParameters> = {}, beforeLoad?: (page: Page) => void) {
  let wallet: SolanaTestWallet | undefined
  const demo = await openDemo(browser(), {
    wallet: false,
    beforeLoad: async (page) => {
      const { solana } = inject('e2e')
      beforeLoad?.(page)
      wallet = await installSolanaWallet(page, { account: solana.accounts[account]!, rpcUrl: solana.rpcUrl, chains: [solana.caipNetworkId as `solana:${string}`], ...options })
    },
  })
  return { ...demo, solanaWallet: wallet as SolanaTestWallet }
}

async function connectSolanaWallet(page: Page, name = SOLANA_TEST_WALLET_NAME): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet').waitFor()
  await connectViewLoaded(page)
  await button(page, name).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
}

/** Account → Send, from a connected demo page. */
async function openSend(page: Page) {
  if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
  return dialog(page, 'Send')
}

async function fillSend(page: Page, { token, amount, to }: { token: RegExp; amount: string; to: string }) {
  const form = await openSend(page)
  await form.getByRole('radio', { name: token }).check()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
  await form.getByRole('button', { name: 'Preview send', exact: true }).click()
  return form
}

describe('Solana: a Wallet Standard wallet on the local Solana network (issue 14)', () => {
  it('connects the wallet registered as an extension does, and shows its SOL and SPL balances read from the ledger', async () => {
    const { page, e2e, solanaWallet } = await openSolanaDemo(0)
    await connectSolanaWallet(page)
    expect(await shown(page, 'address').textContent()).toBe(solanaWallet.address)
    expect(await shown(page, 'network').textContent()).toBe(e2e.solana.caipNetworkId)
    expect(await shown(page, 'wallet').textContent()).toBe(SOLANA_TEST_WALLET_NAME)
    expect(solanaWallet.requests.map((r) => r.method)).toEqual(['connect'])

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    const { rpcUrl, token } = e2e.solana
    const sol = shownAmount(await lamportsOf(rpcUrl, solanaWallet.address), 9, 'SOL')
    await expect.poll(() => account.getByText(sol, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    const spl = shownAmount(await tokenUnitsOf(rpcUrl, solanaWallet.address, token.mint), token.decimals, token.symbol)
    await expect.poll(() => account.getByRole('list', { name: 'Tokens' }).getByText(spl).count(), { timeout: 20_000 }).toBe(1)
  })
})

/** Lamports as SOL, exactly, as the demo's Solana connection line shows them. */
function exactSol(lamports: bigint): string {
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/u, '')
  return `${lamports / 1_000_000_000n}${fraction ? `.${fraction}` : ''} SOL`
}

/** The JSON-RPC methods the page sent to URLs starting with `prefix`, with each URL. */
function rpcCallsOf(page: Page, prefix: string): { url: string; method: string }[] {
  const calls: { url: string; method: string }[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(prefix)) return
    const { method } = JSON.parse(request.postData() ?? '{}') as { method?: string }
    calls.push({ url: request.url(), method: method ?? '' })
  })
  return calls
}

describe("The host's Solana connection (useAppKitConnection, portico/chains/solana/react)", () => {
  let server: StaticServer
  let outdir: string

  beforeAll(async () => {
    const e2e = inject('e2e')
    outdir = mkdtempSync(join(tmpdir(), 'portico-solana-connection-'))
    await buildHostPage({ entry: new URL('./pages/solanaConnectionPage.tsx', import.meta.url).pathname, outdir })
    const config: SolanaConnectionPageConfig = {
      apiUrls: { directory: `${e2e.apiUrl}/directory`, blockchain: `${e2e.apiUrl}/blockchain`, analytics: `${e2e.apiUrl}/analytics`, relay: e2e.relayUrl },
      evmRpcUrl: e2e.chains[0]!.rpcUrl,
      reference: e2e.solana.reference,
      rpcUrl: e2e.solana.rpcUrl,
      account: e2e.solana.accounts[1]!.address,
    }
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Solana connection</title></head><body><div id="root"></div>
<script>window.__SOLANA_CONNECTION_PAGE__ = ${JSON.stringify(config)}</script><script type="module" src="/solanaConnectionPage.js"></script></body></html>`
    server = await serveStatic({ dir: outdir, html: () => html })
  })

  afterAll(async () => {
    await server?.close()
    if (outdir) rmSync(outdir, { recursive: true, force: true })
  })

  it("the demo reads the slot, then the connected Solana account's balance from the ledger through it", async () => {
    // The demo asks for the slot as it loads: the calls are recorded from before the page's first request.
    let calls: { url: string; method: string }[] = []
    const { page, e2e, solanaWallet } = await openSolanaDemo(0, {}, (page) => (calls = rpcCallsOf(page, inject('e2e').solana.rpcUrl)))
    const line = shown(page, 'solana-connection')
    await expect.poll(() => line.textContent(), { timeout: 20_000 }).toMatch(/^slot \d+$/u)
    await connectSolanaWallet(page)
    const lamports = await lamportsOf(e2e.solana.rpcUrl, solanaWallet.address)
    await expect.poll(() => line.textContent(), { timeout: 20_000 }).toBe(exactSol(lamports))
    expect(calls).toContainEqual({ url: `${e2e.solana.rpcUrl}/`, method: 'getSlot' })
    expect(calls).toContainEqual({ url: `${e2e.solana.rpcUrl}/`, method: 'getBalance' })
  })

  it('asks the network solana uses, through the first customRpcUrls entry, and follows a switch', async () => {
    const e2e = inject('e2e')
    const { rpcUrl } = e2e.solana
    const context = await browser().newContext()
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const calls = rpcCallsOf(page, rpcUrl)
      await page.goto(server.url)
      await page.waitForFunction(() => document.body.dataset['ready'] === 'true')
      const lamports = String(await lamportsOf(rpcUrl, e2e.solana.accounts[1]!.address))
      const shownLamports = page.getByTestId('lamports')

      const evm = `eip155:${e2e.chains[0]!.chainId}`
      const shownConnection = page.getByTestId('connection')
      const getBalanceUrls = () => calls.filter((c) => c.method === 'getBalance').map((c) => c.url)
      const switchTo = (name: string) => page.evaluate((to) => (window as unknown as { switchTo(name: string): Promise<void> }).switchTo(to), name)

      // eip155 is the active family: the connection is the first Solana network's.
      await expect.poll(() => shownLamports.textContent(), { timeout: 20_000 }).toBe(lamports)
      expect(await shownConnection.textContent()).toBe(`${evm} · connection 1`)
      expect(getBalanceUrls()).toEqual([`${rpcUrl}/local`])

      // The second network has customRpcUrls: their first entry, not the network's own RPC nor the second entry.
      await switchTo('second')
      await expect.poll(() => shownConnection.textContent(), { timeout: 20_000 }).toBe('solana:PorticoSecond111111111111111111 · connection 2')
      await expect.poll(getBalanceUrls, { timeout: 20_000 }).toEqual([`${rpcUrl}/local`, `${rpcUrl}/second-custom`])
      await expect.poll(() => shownLamports.textContent(), { timeout: 20_000 }).toBe(lamports)

      // Back on the EVM network, solana keeps the network it last used: the same connection in the same render.
      await switchTo('evm')
      await expect.poll(() => shownConnection.textContent(), { timeout: 20_000 }).toMatch(new RegExp(`^${evm} · `, 'u'))
      expect(await shownConnection.textContent()).toBe(`${evm} · connection 2`)

      // The first network again: its connection (made once, kept per URL) asks its RPC again.
      await switchTo('local')
      await expect.poll(() => shownConnection.textContent(), { timeout: 20_000 }).toBe(`${e2e.solana.caipNetworkId} · connection 1`)
      await expect.poll(getBalanceUrls, { timeout: 20_000 }).toEqual([`${rpcUrl}/local`, `${rpcUrl}/second-custom`, `${rpcUrl}/local`])
      expect(calls.map((c) => c.url)).not.toContain(`${rpcUrl}/second`)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('Solana sends through the send plugin (SPEC §4 Sending, §5, §9)', () => {
  it('sends SOL and the SPL token; both land on the ledger and the Account balances follow', async () => {
    const { page, e2e, solanaWallet } = await openSolanaDemo(1)
    const { rpcUrl, token } = e2e.solana
    const receiver = e2e.solana.accounts[2]!.address
    await connectSolanaWallet(page)
    const solBefore = await lamportsOf(rpcUrl, receiver)
    const splBefore = await tokenUnitsOf(rpcUrl, receiver, token.mint)

    await fillSend(page, { token: /^Solana /, amount: '1.25', to: receiver })
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor()
    expect(await lamportsOf(rpcUrl, receiver)).toBe(solBefore + 1_250_000_000n)

    await fillSend(page, { token: new RegExp(`^Test Solana USD `), amount: '12.5', to: receiver })
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor()
    expect(await tokenUnitsOf(rpcUrl, receiver, token.mint)).toBe(splBefore + 12_500_000n)
    expect(solanaWallet.requests.filter((r) => r.method === 'signAndSendTransaction').map((r) => (r.params as { chain: string }).chain)).toEqual([
      e2e.solana.caipNetworkId,
      e2e.solana.caipNetworkId,
    ])

    // The sender's balances in the UI follow the ledger.
    const account = dialog(page, 'Account')
    const sol = shownAmount(await lamportsOf(rpcUrl, solanaWallet.address), 9, 'SOL')
    await expect.poll(() => account.getByText(sol, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(sol.startsWith('998.7')).toBe(true)
    const spl = shownAmount(await tokenUnitsOf(rpcUrl, solanaWallet.address, token.mint), token.decimals, token.symbol)
    expect(spl).toBe(`987.500 ${token.symbol}`)
    await expect.poll(() => account.getByRole('list', { name: 'Tokens' }).getByText(spl).count(), { timeout: 20_000 }).toBe(1)
  })

  it("a rejected signature keeps the form and says 'Signature declined'; nothing lands", async () => {
    const { page, e2e, solanaWallet } = await openSolanaDemo(3, { reject: { sign: true } })
    const receiver = e2e.solana.accounts[0]!.address
    await connectSolanaWallet(page)
    const before = await lamportsOf(e2e.solana.rpcUrl, solanaWallet.address)
    await fillSend(page, { token: /^Solana /, amount: '2', to: receiver })
    const review = dialog(page, 'Review Send')
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => review.getByRole('alert').textContent()).toBe('Signature declined')
    expect(await lamportsOf(e2e.solana.rpcUrl, solanaWallet.address)).toBe(before)
    // The form is kept: back to it, the amount and receiver are still there.
    await review.getByRole('button', { name: 'Back', exact: true }).click()
    const form = dialog(page, 'Send')
    expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('2')
    expect(await form.getByRole('textbox', { name: 'Receiver address' }).inputValue()).toBe(receiver)
  })

  it("says 'Invalid address' for what is not a base58 address of 32 to 44 characters (SPEC §5)", async () => {
    const { page } = await openSolanaDemo(3)
    await connectSolanaWallet(page)
    const form = await fillSend(page, { token: /^Solana /, amount: '1', to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    // An EVM address, a 0 (not base58), 22 characters, 45 characters.
    for (const bad of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'J3oFgFmhN71XPixxpfadEMWtWSkKHPrGNLbjtcp5VMA0', 'J3oFgFmhN71XPixxpfadEM', 'J3oFgFmhN71XPixxpfadEMWtWSkKHPrGNLbjtcp5VMAUx']) {
      await form.getByRole('textbox', { name: 'Receiver address' }).fill(bad)
      await form.getByRole('button', { name: 'Preview send', exact: true }).click()
      await expect.poll(() => form.getByRole('alert').textContent()).toBe('Invalid address')
      expect(await form.getByRole('textbox', { name: 'Receiver address' }).inputValue()).toBe(bad)
    }
    // A base58 address of 44 characters goes through to the review.
    await form.getByRole('textbox', { name: 'Receiver address' }).fill(inject('e2e').solana.accounts[0]!.address)
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    await dialog(page, 'Review Send').waitFor()
  })

  it("Activity, eip155 only (SPEC §9), says 'Unsupported chain' on the Solana network", async () => {
    const { page } = await openSolanaDemo(3)
    await connectSolanaWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    const panel = account.getByRole('tabpanel')
    await expect.poll(() => panel.getByText('Unsupported chain', { exact: true }).count()).toBe(1)
    expect(await panel.getByText('Activity is not available on this network', { exact: true }).count()).toBe(1)
  })
})

describe('Solana wallet discovery (Wallet Standard)', () => {
  it('restores the session after a reload without a prompt (silent standard:connect), then disconnects', async () => {
    const { page, solanaWallet } = await openSolanaDemo(2)
    await connectSolanaWallet(page)
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
    expect(await shown(page, 'address').textContent()).toBe(solanaWallet.address)
    expect(solanaWallet.requests.map((r) => [r.method, (r.params as { silent?: boolean } | undefined)?.silent])).toEqual([
      ['connect', false],
      ['connect', true],
    ])
    await button(page, 'Disconnect from the page').click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'disconnected')
    expect(solanaWallet.requests.at(-1)?.method).toBe('disconnect')
    await page.reload()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'disconnected')
  })

  it('a wallet that registers after the page loaded appears in the open Connect view, live, and connects', async () => {
    const { page, solanaWallet } = await openSolanaDemo(2, { late: true, name: 'Late Solana Wallet' })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: 'Late Solana Wallet', exact: true }).count()).toBe(0)
    await solanaWallet.register()
    await connect.getByRole('button', { name: 'Late Solana Wallet', exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
    expect(await shown(page, 'address').textContent()).toBe(solanaWallet.address)
  })

  it("the demo's own Solana wallet (for newcomers without an extension) connects and sends on the local network", async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false, query: '?demoWallet=solana' })
    const { rpcUrl } = e2e.solana
    const demoAccount = e2e.solana.accounts.at(-1)!.address
    const receiver = e2e.solana.accounts[0]!.address
    await connectSolanaWallet(page, 'Demo Solana Wallet')
    expect(await shown(page, 'address').textContent()).toBe(demoAccount)
    const before = await lamportsOf(rpcUrl, receiver)
    await fillSend(page, { token: /^Solana /, amount: '0.5', to: receiver })
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor()
    expect(await lamportsOf(rpcUrl, receiver)).toBe(before + 500_000_000n)
  })
})

describe('Switching between eip155 and solana (SPEC §4 SwitchActiveChain, namespace filtering)', () => {
  it('connected on eip155, picking the Solana network asks to switch chain family, then Connect lists only Solana wallets', async () => {
    let solanaWallet: SolanaTestWallet | undefined
    const { page, e2e, wallet } = await openDemo(browser(), {
      account: 2,
      beforeLoad: async (page) => {
        const { solana } = inject('e2e')
        solanaWallet = await installSolanaWallet(page, { account: solana.accounts[2]!, rpcUrl: solana.rpcUrl, chains: [solana.caipNetworkId as `solana:${string}`] })
      },
    })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    // Both families' wallets are offered while no namespace is asked for.
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: SOLANA_TEST_WALLET_NAME, exact: true }).count()).toBe(1)
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
    expect(await shown(page, 'network').textContent()).toBe('eip155:31337')

    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Solana Local', exact: true }).click()
    const switchChain = dialog(page, 'Switch Chain')
    await switchChain.getByText('Your wallet is connected on another chain family. Switch to Solana Local to continue.').waitFor()
    await switchChain.getByRole('button', { name: 'Switch', exact: true }).click()

    // Connect, filtered to the solana family: the EVM wallet (installed, and recent) is not offered.
    await connect.getByRole('button', { name: SOLANA_TEST_WALLET_NAME, exact: true }).waitFor()
    expect(await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).count()).toBe(0)
    await connect.getByRole('button', { name: SOLANA_TEST_WALLET_NAME, exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe(e2e.solana.caipNetworkId)
    // The network is Solana's as soon as Switch is pressed; the address follows once the wallet has connected.
    await expect.poll(() => shown(page, 'address').textContent()).toBe(solanaWallet!.address)
    // Both families stay connected; the eip155 account is the injected wallet's.
    const accounts = await page.evaluate(() => {
      const kit = (window as unknown as { portico: { getAccount(ns?: string): { address?: string; status: string } } }).portico
      return [kit.getAccount('eip155'), kit.getAccount('solana')].map((a) => [a.status, a.address])
    })
    expect(accounts).toEqual([
      ['connected', wallet!.address],
      ['connected', solanaWallet!.address],
    ])
  })
})

describe('A wallet that offers both families (MULTI_CHAIN)', () => {
  it('is one row; the user picks Solana, then through SwitchActiveChain connects the same wallet on eip155', async () => {
    let solanaWallet: SolanaTestWallet | undefined
    const { page, e2e, wallet } = await openDemo(browser(), {
      account: 3,
      beforeLoad: async (page) => {
        const { solana } = inject('e2e')
        solanaWallet = await installSolanaWallet(page, {
          account: solana.accounts[3]!,
          rpcUrl: solana.rpcUrl,
          chains: [solana.caipNetworkId as `solana:${string}`],
          name: 'Portico Test Wallet',
        })
      },
    })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    expect(await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).count()).toBe(1)
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const families = dialog(page, 'Select Chain').getByRole('list', { name: 'Chain families' })
    await families.getByRole('button').first().waitFor()
    expect(await families.getByRole('button').allTextContents()).toEqual(['EVM Networks', 'Solana'])
    await page.waitForTimeout(200) // the view transition (150 ms)
    expect(await axeViolations(page), 'Select Chain').toEqual([])
    await families.getByRole('button', { name: 'Solana', exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe(e2e.solana.caipNetworkId)
    expect(await shown(page, 'address').textContent()).toBe(solanaWallet!.address)
    expect(wallet!.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')

    // SwitchActiveChain to the EVM network: Connect for eip155 offers the same wallet's EVM side.
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Solana Local', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Switch Chain').waitFor()
    await page.waitForTimeout(200)
    expect(await axeViolations(page), 'Switch Chain').toEqual([])
    await dialog(page, 'Switch Chain').getByRole('button', { name: 'Switch', exact: true }).click()
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe('eip155:31337')
    // The network is the EVM one as soon as Switch is pressed; the address follows once the wallet has connected.
    await expect.poll(() => shown(page, 'address').textContent()).toBe(wallet!.address)
    const accounts = await page.evaluate(() => {
      const kit = (window as unknown as { portico: { getAccount(ns?: string): { address?: string } } }).portico
      return [kit.getAccount('eip155').address, kit.getAccount('solana').address]
    })
    expect(accounts).toEqual([wallet!.address, solanaWallet!.address])
  })
})

describe('WalletConnect on solana', () => {
  it('a phone wallet pairs for the Solana network; a SOL send through the session lands; a declined one keeps the form', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false })
    const { solana } = e2e
    // A phone wallet with both families: the session holds its EVM and its Solana account.
    const phone = await createWalletConnectWallet({
      relayUrl: e2e.relayUrl,
      privateKey: e2e.accounts[3]!.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
      solana: { account: solana.accounts[3]!, chains: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }] },
    })
    try {
      await page.evaluate(() => (window as unknown as { portico: { open(o: { namespace: string }): Promise<void> } }).portico.open({ namespace: 'solana' }))
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const session = await phone.connect(await pairingUri(page))
      expect(session.namespaces['solana']?.chains).toEqual([solana.caipNetworkId])
      await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
      expect(await shown(page, 'network').textContent()).toBe(solana.caipNetworkId)
      expect(await shown(page, 'address').textContent()).toBe(phone.solanaAddress)

      const receiver = solana.accounts[0]!.address
      const before = await lamportsOf(solana.rpcUrl, receiver)
      await fillSend(page, { token: /^Solana /, amount: '0.75', to: receiver })
      await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
      await dialog(page, 'Account').waitFor()
      expect(await lamportsOf(solana.rpcUrl, receiver)).toBe(before + 750_000_000n)
      expect(phone.requests.map((r) => [r.method, r.chainId])).toEqual([['solana_signAndSendTransaction', solana.caipNetworkId]])

      phone.setReject({ sign: true })
      await fillSend(page, { token: /^Solana /, amount: '0.5', to: receiver })
      const review = dialog(page, 'Review Send')
      await review.getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => review.getByRole('alert').textContent()).toBe('Signature declined')
      expect(await lamportsOf(solana.rpcUrl, receiver)).toBe(before + 750_000_000n)
    } finally {
      await phone.stop()
    }
  })
})
