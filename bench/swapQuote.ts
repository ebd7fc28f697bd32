// Swaps: from the last keystroke of an amount in the Swap view to the first frame that shows its quote, on the
// demo page against the devnet's convert API (Uniswap V2 on anvil). `npx tsx bench/swapQuote.ts` after
// `npm run build`; SWAP_ROUNDS=9 by default. One page, connected with the injected test wallet; each round types
// a new amount (ETH → TUSDC, then TUSD → TUSDC, which also asks the allowance). The figure includes the form's
// debounce (300 ms: the quote is asked once typing pauses), the quote (and allowance) requests and the render.
import type { Page } from 'playwright-core'
import { startDemo } from '../demo/startDemo.js'
import { installInjectedWallet } from '../e2e/wallets/injectedWallet.js'
import { launchBrowser } from './browser.js'
import { median } from './util.js'

const ROUNDS = Number(process.env.SWAP_ROUNDS ?? 9)
/** The form waits this long after the last keystroke before it asks (createSwapController's default). */
const DEBOUNCE_MS = 300
const demo = await startDemo()
const browser = await launchBrowser()

/** Picks a side's token in SwapSelectToken through its search. */
async function pick(page: Page, side: 'pay' | 'receive', name: string, symbol: string) {
  const swap = page.getByRole('dialog', { name: 'Swap', exact: true })
  await swap.getByRole('button', { name: side === 'pay' ? /^Choose the token to pay with/u : /^Choose the token to receive/u }).click()
  const select = page.getByRole('dialog', { name: 'Select token', exact: true })
  await select.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await select.getByRole('button', { name: new RegExp(`^${name} [\\d,.]+ ${symbol}$`, 'u') }).click()
  await swap.getByRole('textbox', { name: 'Amount to swap' }).waitFor()
}

/** Types `amount` into the empty field; resolves ms from the last keystroke to the first frame with its quote. */
async function measure(page: Page, amount: string): Promise<number> {
  const field = page.getByRole('dialog', { name: 'Swap', exact: true }).getByRole('textbox', { name: 'Amount to swap' })
  await field.fill('')
  await page.waitForTimeout(DEBOUNCE_MS + 200)
  const shown = page.evaluate(
    (typed) =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        const input = root?.querySelector<HTMLInputElement>('input[aria-label="Amount to swap"]')
        let last = 0
        // Every keystroke restarts the clock; the quote counts once the field holds the whole amount.
        input?.addEventListener('input', (event) => {
          last = event.timeStamp
        })
        const check = () => {
          const output = root?.querySelector('output[aria-label="Quoted amount"]')
          const done = input?.value === typed && output?.getAttribute('aria-busy') === null && Number(output.textContent) > 0
          if (done) resolve(performance.now() - last)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    amount,
  )
  await field.pressSequentially(amount, { delay: 40 })
  return shown
}

try {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  const page = await context.newPage()
  const [first, second] = demo.devnet.chains
  if (!first || !second) throw new Error('the devnet has two chains')
  const account = demo.devnet.accounts[3]
  if (!account) throw new Error('no devnet account 3')
  await installInjectedWallet(page, {
    privateKey: account.privateKey,
    chains: [
      { chainId: first.chainId, rpcUrl: first.rpcUrl },
      { chainId: second.chainId, rpcUrl: second.rpcUrl },
    ],
    knownChainIds: [first.chainId],
  })
  await page.goto(demo.url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await page.getByRole('dialog', { name: 'Connect Wallet', exact: true }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await page.getByRole('dialog', { name: 'Account', exact: true }).getByRole('button', { name: 'Swap', exact: true }).click()
  await pick(page, 'receive', 'Test USD Coin', 'TUSDC')

  const native: number[] = []
  const token: number[] = []
  const amounts = ['0.25', '1.5', '3', '0.75', '12', '0.125', '7', '2.5', '0.6']
  for (let round = 1; round <= ROUNDS; round++) {
    native.push(await measure(page, amounts[(round - 1) % amounts.length] ?? '1'))
    console.log(`round ${round}: ETH → TUSDC ${native.at(-1)!.toFixed(0)} ms`)
  }
  await pick(page, 'pay', 'Test USD', 'TUSD')
  for (let round = 1; round <= ROUNDS; round++) {
    token.push(await measure(page, String(10 * round + 5)))
    console.log(`round ${round}: TUSD → TUSDC (quote and allowance) ${token.at(-1)!.toFixed(0)} ms`)
  }
  const range = (xs: number[]) => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`
  console.log(`\nAmount typed → quote shown (last keystroke to first frame), median (min–max) over ${ROUNDS} rounds,`)
  console.log(`${DEBOUNCE_MS} ms of it the form's debounce:`)
  console.log(`  ETH → TUSDC: ${range(native)}`)
  console.log(`  TUSD → TUSDC: ${range(token)}`)
  await context.close()
} finally {
  await browser.close()
  await demo.stop()
}
