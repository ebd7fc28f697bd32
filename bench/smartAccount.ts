// A send from the embedded wallet's smart account (a user operation through the devnet's bundler to EntryPoint v0.8)
// beside the same send from its EOA, on the demo: from the click on Approve in the secure site to the transaction's
// receipt on anvil. The smart account's first send also deploys it, so it is timed apart from the sends after it.
// `tsx bench/smartAccount.ts` after `npm run build`; SMART_ROUNDS=3 by default (each round a new email account).
import { loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { startDemo } from '../demo/startDemo.js'
import { launchBrowser as launchChromium } from '../e2e/browser.js'
import { median, within } from './util.js'

const ROUNDS = Number(process.env.SMART_ROUNDS ?? 3)
const SENDS = 3

const demo = await startDemo()
const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'])
const chain = demo.devnet.chains[0]!
const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ')

/** The six-digit code of the newest mail to `to` in the devnet's mailbox. */
async function code(to: string): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const response = await fetch(`${demo.devnet.mailboxUrl}/messages?to=${encodeURIComponent(to)}`)
    const { messages } = (await response.json()) as { messages: { text: string }[] }
    const found = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1]
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No code mailed to ${to}`)
}

/** Logs in by email on the demo; resolves with the address the page shows. */
async function login(page: Page, email: string): Promise<Hex> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: 'Code', exact: true }).fill(await code(email))
  await within(page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected'), 30_000, 'login')
  return (await page.getByTestId('address').textContent()) as Hex
}

/** One send of 0.01 ETH from `from`: milliseconds from the click on Approve to its receipt. */
async function send(page: Page, from: Hex, to: Hex): Promise<number> {
  await page.evaluate(
    ([from, to, value]) => {
      const w = window as unknown as { sent?: Promise<unknown>; portico: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }
      w.sent = w.portico.getWalletProvider().request({ method: 'eth_sendTransaction', params: [{ from, to, value }] })
    },
    [from, to, `0x${parseEther('0.01').toString(16)}`] as const,
  )
  const frame = page.frameLocator('iframe[title="Embedded wallet"]')
  const approve = frame.getByRole('button', { name: 'Approve', exact: true })
  await approve.waitFor()
  // The button is live once the approval has been visible for half a second (its clickjacking guard).
  await within(
    (async () => {
      while (!(await approve.isEnabled())) await new Promise((resolve) => setTimeout(resolve, 20))
    })(),
    15_000,
    'Approve enabled',
  )
  const clicked = performance.now()
  await approve.click()
  const hash = (await within(page.evaluate(() => (window as unknown as { sent: Promise<unknown> }).sent), 60_000, 'the send')) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`The send ${hash} reverted`)
  return performance.now() - clicked
}

const times: Record<'smartAccount' | 'eoa', { first: number[]; later: number[] }> = { smartAccount: { first: [], later: [] }, eoa: { first: [], later: [] } }
try {
  console.log(`Load average before: ${loadAverage()} (the figures are only as quiet as the machine)`)
  for (let round = 1; round <= ROUNDS; round++) {
    for (const type of ['smartAccount', 'eoa'] as const) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
      await context.route('**/*', (route) => {
        const { hostname } = new URL(route.request().url())
        return hostname === '127.0.0.1' || hostname === 'localhost' ? route.continue() : route.abort()
      })
      const page = await context.newPage()
      await page.goto(demo.url + (type === 'eoa' ? '?accountTypes=eip155:eoa' : ''), { waitUntil: 'load' })
      const from = await login(page, `bench-${type}-${Date.now()}@portico.test`)
      await client.request({ method: 'anvil_setBalance' as never, params: [from, `0x${parseEther('1').toString(16)}`] as never })
      const each: number[] = []
      for (let index = 0; index < SENDS; index++) each.push(await send(page, from, demo.devnet.accounts[3]!.address as Hex))
      const [first, ...later] = each
      times[type].first.push(first!)
      times[type].later.push(...later)
      console.log(`round ${round}, ${type}: ${each.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`)
      await context.close()
    }
  }
  console.log(`Load average after: ${loadAverage()}`)
  const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, n ${xs.length})`
  console.log(`\nA send of 0.01 ETH from the embedded wallet, click on Approve → receipt on anvil, ${ROUNDS} accounts of each type`)
  console.log(`smart account, first send (deploys it): ${ms(times.smartAccount.first)}`)
  console.log(`smart account, later sends:             ${ms(times.smartAccount.later)}`)
  console.log(`EOA, first send:                        ${ms(times.eoa.first)}`)
  console.log(`EOA, later sends:                       ${ms(times.eoa.later)}`)
} finally {
  await browser.close()
  await demo.stop()
}
