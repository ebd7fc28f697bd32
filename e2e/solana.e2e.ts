import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { button, connectViewLoaded, dialog, openDemo, shown, useBrowser } from './fixtures.js'
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
async function openSolanaDemo(account: number, options: Partial<InstallSolanaWalletParameters> = {}) {
  let wallet: SolanaTestWallet | undefined
  const demo = await openDemo(browser(), {
    wallet: false,
    beforeLoad: async (page) => {
      const { solana } = inject('e2e')
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
