// WalletConnect: from picking it in the Connect view to the QR code painted (the figure for the
// walletconnect plugin), on the demo page against the local relay. `tsx bench/walletConnect.ts` after
// `npm run build`; WC_ROUNDS=7 by default. Each round is a fresh page, so the plugin's chunks and the SDK come
// from the server. An idle page has the plugin but not the SDK: that is fetched on intent, here when the pointer
// reaches the row just before the click (Playwright moves it there), as it does for a user.
import { startDemo } from '../demo/startDemo.js'
import { launchBrowser } from './browser.js'
import { median } from './util.js'

const ROUNDS = Number(process.env.WC_ROUNDS ?? 7)
const demo = await startDemo()
const browser = await launchBrowser()
const cold: number[] = []
const idle: number[] = []

/** Opens Connect, then measures click on WalletConnect → the first frame with the QR code's svg in the modal. */
async function measure(waitForIdle: boolean): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  // tsx keeps function names with a `__name` helper; functions sent to the page need it there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  const page = await context.newPage()
  await page.goto(demo.url, { waitUntil: waitForIdle ? 'networkidle' : 'load' })
  if (waitForIdle) await page.waitForTimeout(1500)
  await page.getByRole('button', { name: 'Open modal' }).click()
  const row = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect', exact: true })
  await row.waitFor()
  const painted = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const host = document.querySelector('portico-modal')
        // The clock starts at the click itself: Playwright first scrolls to the row, waits until it is stable
        // and moves the pointer there, which took 60–260 ms here and is no part of the kit's work.
        let start = 0
        const check = () =>
          host?.shadowRoot?.querySelector('[role="img"][aria-label="QR code to scan with your phone"] path, [role="img"][aria-label="QR code to scan with your phone"] rect')
            ? resolve(performance.now() - start)
            : requestAnimationFrame(check)
        document.addEventListener(
          'click',
          (event) => {
            start = event.timeStamp
            requestAnimationFrame(check)
          },
          { once: true, capture: true },
        )
      }),
  )
  await row.click()
  const ms = await painted
  await context.close()
  return ms
}

try {
  for (let round = 1; round <= ROUNDS; round++) {
    cold.push(await measure(false))
    idle.push(await measure(true))
    console.log(`round ${round}: right after load ${cold.at(-1)!.toFixed(0)} ms, idle page ${idle.at(-1)!.toFixed(0)} ms`)
  }
  const range = (xs: number[]) => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`
  console.log(`\nPicking WalletConnect → QR code painted, median (min–max) over ${ROUNDS} rounds:`)
  console.log(`  right after the page loaded: ${range(cold)}`)
  console.log(`  on an idle page: ${range(idle)}`)
} finally {
  await browser.close()
  await demo.stop()
}
