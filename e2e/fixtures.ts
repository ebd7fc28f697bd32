import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, type Address } from 'viem'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchBrowser } from './browser.js'
import type { E2eContext } from './globalSetup.js'
import { installInjectedWallet, type InjectedWallet, type InstallInjectedWalletParameters } from './wallets/injectedWallet.js'

/** One Chromium per test file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet.')
    return browser
  }
}

export interface DemoPage {
  page: Page
  context: BrowserContext
  wallet: InjectedWallet | undefined
  e2e: E2eContext
  /** Uncaught errors of the page. */
  errors: string[]
}

export interface OpenDemoParameters {
  /** Which devnet account the injected wallet holds; 1 by default. */
  account?: number
  /** Query string of the demo page, e.g. '?theme=light'. */
  query?: string
  /** Options of the injected wallet, or `false` for a browser without one. */
  wallet?: Partial<InstallInjectedWalletParameters> | false
}

/**
 * Opens the demo in a fresh browser context with the injected test wallet. The wallet knows the devnet's first
 * chain; it learns the second through wallet_addEthereumChain.
 */
export async function openDemo(browser: Browser, { account = 1, query = '', wallet = {} }: OpenDemoParameters = {}): Promise<DemoPage> {
  const e2e = inject('e2e')
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const [one, two] = e2e.chains as [E2eContext['chains'][number], E2eContext['chains'][number]]
  const injected =
    wallet === false
      ? undefined
      : await installInjectedWallet(page, {
          privateKey: e2e.accounts[account]!.privateKey,
          chains: [
            { chainId: one.chainId, rpcUrl: one.rpcUrl },
            { chainId: two.chainId, rpcUrl: two.rpcUrl },
          ],
          knownChainIds: [one.chainId],
          ...wallet,
        })
  await page.goto(e2e.url + query)
  return { page, context, wallet: injected, e2e, errors }
}

/** The modal's dialog, found by its accessible name (the header title). */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** A control of the demo page or the modal, by role and exact name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** What the demo page shows of the connection (`status`, `address`, `network`, `wallet`, `modal`). */
export const shown = (page: Page, field: string) => page.getByTestId(field)

/** Opens the modal with the host's Connect button and connects the injected test wallet. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet').waitFor()
  await button(page, 'Portico Test Wallet').click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
}

/** Sets the devnet's fault switches (`{}` clears them). */
export async function setFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('e2e').apiUrl}/__devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  })
  if (!response.ok) throw new Error(`devnet faults: HTTP ${response.status}`)
}

/** The native balance of an address on a devnet chain, read from the chain itself. */
export async function chainBalance(rpcUrl: string, address: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
}

/** A balance as the modal shows it: whole units rounded down to 3 decimals, en-US grouping (SPEC §5). */
export function shownBalance(wei: bigint, symbol: string, decimals = 18): string {
  const thousandths = (wei * 1000n) / 10n ** BigInt(decimals)
  const whole = thousandths / 1000n
  const fraction = (thousandths % 1000n).toString().padStart(3, '0')
  return `${whole.toLocaleString('en-US')}.${fraction} ${symbol}`
}

const require = createRequire(import.meta.url)

/** axe-core's WCAG 2.1 A and AA findings on the page, the modal's open shadow root included. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe
    const { violations } = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
    return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }))
  })
}
