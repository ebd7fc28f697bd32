// Social login beside email login on Portico's demo (its devnet, secure site, OpenID Connect provider and mailbox):
// a fresh profile with no wallet opens Connect, then either clicks Google and signs in at the devnet's provider, or
// types an address and clicks Continue. Printed, per round and as medians:
// - Google: click → the provider's sign-in page shown in the login window; the person's Allow at the provider →
//   connected; and click → connected in all (which includes the bench's own typing at the provider, a few hundred ms);
// - email: Continue → the code view shown.
// `npm run bench:socials` (after a build); SOCIALS_ROUNDS=5 by default. Figures only, no target.
import { loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { startDemo } from '../demo/startDemo.js'
import { launchBrowser as launchChromium } from '../e2e/browser.js'
import { median, within } from './util.js'

const ROUNDS = Number(process.env.SOCIALS_ROUNDS ?? 5)

const demo = await startDemo()
// The secure site is served on `localhost` (another site than the page's 127.0.0.1), and the identity provider on
// 127.0.0.3: those resolve, nothing else.
const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.3, EXCLUDE localhost'])
const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ')
const now = (page: Page) => page.evaluate(() => performance.now())
/** Resolves with the page's clock once the demo's account line says `connected` (checked every animation frame). */
const connectedAt = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const check = () => (document.querySelector('[data-testid=status]')?.textContent === 'connected' ? resolve(performance.now()) : requestAnimationFrame(check))
    check()
  })`)

const figures = { toProvider: [] as number[], allowToConnected: [] as number[], clickToConnected: [] as number[], continueToCode: [] as number[] }

async function freshPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 }, locale: 'en-US' })
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    return ['127.0.0.1', '127.0.0.3', 'localhost'].includes(hostname) ? route.continue() : route.abort()
  })
  const page = await context.newPage()
  await page.goto(demo.url, { waitUntil: 'load' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  return { page, close: () => context.close() }
}

try {
  console.log(`Load average before: ${loadAverage()} (the figures are only as quiet as the machine)`)
  for (let round = 1; round <= ROUNDS; round++) {
    // Google, as a newcomer: the login window, the provider's page, a new person, consent.
    const google = await freshPage()
    const { page } = google
    const row = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Continue with Google', exact: true })
    await row.waitFor()
    const popup = page.waitForEvent('popup')
    const clickedAt = await now(page)
    const clickedWall = Date.now()
    await row.click()
    const provider = await popup
    await within(provider.getByRole('heading', { name: /^Sign in with / }).waitFor(), 30_000, 'the provider’s sign-in page')
    const toProvider = Date.now() - clickedWall
    await provider.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bench ${round}`)
    await provider.getByRole('textbox', { name: 'Email', exact: true }).fill(`bench-${Date.now()}-${round}@portico.test`)
    await provider.getByRole('button', { name: 'Create and continue', exact: true }).click()
    await provider.getByRole('button', { name: 'Allow', exact: true }).waitFor()
    const connected = connectedAt(page)
    const allowedAt = await now(page)
    await provider.getByRole('button', { name: 'Allow', exact: true }).click()
    const doneAt = await within(connected, 30_000, 'connected')
    figures.toProvider.push(toProvider)
    figures.allowToConnected.push(doneAt - allowedAt)
    figures.clickToConnected.push(doneAt - clickedAt)
    await google.close()

    // Email: an address typed, Continue, the code view.
    const email = await freshPage()
    const dialog = email.page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`bench-email-${Date.now()}-${round}@portico.test`)
    const codeShown = email.page.evaluate<number>(`new Promise((resolve) => {
      const check = () => {
        const title = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog] h2')?.textContent
        title === 'Confirm Email' ? resolve(performance.now()) : requestAnimationFrame(check)
      }
      check()
    })`)
    const continuedAt = await now(email.page)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    figures.continueToCode.push((await within(codeShown, 30_000, 'the code view')) - continuedAt)
    await email.close()
    console.log(
      `round ${round}: Google click → provider page ${toProvider} ms, Allow → connected ${(doneAt - allowedAt).toFixed(0)} ms, click → connected ${(doneAt - clickedAt).toFixed(0)} ms; email Continue → code view ${figures.continueToCode.at(-1)!.toFixed(0)} ms`,
    )
  }
  console.log(`Load average after: ${loadAverage()}`)
  const ms = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`
  console.log(`\nSocial and email login on the demo, ${ROUNDS} rounds, each a fresh profile with no wallet`)
  console.log(`Google: click → the provider's sign-in page: ${ms(figures.toProvider)}`)
  console.log(`Google: Allow at the provider → connected:   ${ms(figures.allowToConnected)}`)
  console.log(`Google: click → connected (with the bench's typing at the provider): ${ms(figures.clickToConnected)}`)
  console.log(`Email: Continue → code view:                 ${ms(figures.continueToCode)}`)
} finally {
  await browser.close()
  await demo.stop()
}
