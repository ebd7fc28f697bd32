// AllWallets with 1000 wallets (Portico's demo page on a devnet seeded with 1000): how fast search results paint
// once their response is in, and whether scrolling the whole virtual list causes long tasks.
// `tsx bench/allWallets.ts` after `npm run build`; ALLWALLETS_ROUNDS=3 by default.
import { loadavg } from 'node:os'
import { startDemo } from '../demo/startDemo.js'
import { launchBrowser } from './browser.js'
import { buildProbe } from './buildPages.js'
import { answerSocketsLocally, createOfflineLog, startOfflineHosts } from './offline.js'
import type { ScrollTiming, SearchTiming } from './pages/probe.js'
import { median, within } from './util.js'

const ROUNDS = Number(process.env.ALLWALLETS_ROUNDS ?? 3)
/** Each query's results share no name with the one before, so a stale list never counts as the new results. */
const QUERIES = ['vault', 'ember', 'pay', 'nova', 'keys', 'zephyr', 'chest', 'meta']
/** Pixels scrolled a frame: 120 px at 60 Hz is a fast fling (7200 px/s). */
const SCROLL_STEP = 120
const FRAME_MS = 1000 / 60

const demo = await startDemo({ devnetOptions: { wallets: 1000 } })
const log = createOfflineLog()
const offline = await startOfflineHosts(demo.devnet.apiUrl, log)
const browser = await launchBrowser(offline)
const searches: SearchTiming[] = []
const scrolls: ScrollTiming[] = []
const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ')
try {
  console.log(`Load average before: ${loadAverage()} (the figures are only as quiet as the machine)`)
  const probe = await buildProbe()
  for (let round = 1; round <= ROUNDS; round++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } })
    await answerSocketsLocally(context, log)
    await context.addInitScript({ content: probe })
    const page = await context.newPage()
    await page.goto(demo.url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Open modal' }).click()
    await page.getByRole('button', { name: /All Wallets/ }).click()
    await page.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first().waitFor()
    await page.waitForTimeout(1000) // the first page's images
    console.log(`round ${round}:`)

    // Search first, on a fresh list, as a user who opens All Wallets and types (no result image cached yet).
    const search = page.getByRole('searchbox', { name: 'Search wallet' })
    for (const query of QUERIES) {
      const painted = page.evaluate((q) => window.__bench.searchPaint(q), query)
      await search.fill(query)
      const timing = await within(painted, 15_000, `search "${query}"`)
      searches.push(timing)
      console.log(
        `  search "${query}": response → DOM ${(timing.domAt - timing.responseEnd).toFixed(1)} ms, → painted ` +
          `${(timing.paintedAt - timing.responseEnd).toFixed(1)} ms (frame ${timing.frames} after the response; ` +
          `${timing.imagesBetween} images arrived in between)`,
      )
    }

    // Then the whole list: back to all wallets, and scroll to the end (25 pages of 40 load on the way).
    await search.fill('')
    await page.waitForFunction(() => window.__bench.listSize() > 0)
    await page.waitForTimeout(1000)
    const scroll = await within(page.evaluate((step) => window.__bench.scrollAll(step), SCROLL_STEP), 180_000, 'scroll')
    scrolls.push(scroll)
    const tasks = scroll.longTasks.map(([, d]) => d.toFixed(0)).join(', ') || 'none'
    console.log(
      `  scrolled ${scroll.items} wallets in ${(scroll.durationMs / 1000).toFixed(1)} s, ${scroll.frames} frames; ` +
        `long tasks: ${tasks} (ms); frames over 50 ms: ${scroll.framesOver50}, largest gap ${scroll.maxFrameGap.toFixed(0)} ms`,
    )
    await context.close()
  }

  const ms = (xs: number[]) => `median ${median(xs).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`
  const toDom = searches.map((s) => s.domAt - s.responseEnd)
  const domToPaint = searches.map((s) => s.paintedAt - s.domAt)
  const byFrame = (n: number) => searches.filter((s) => (n < 3 ? s.frames === n : s.frames >= n)).length
  const readyInAFrame = toDom.filter((x) => x <= FRAME_MS).length
  const tasks = scrolls.flatMap((s) => s.longTasks.map(([, d]) => d))
  const frames = scrolls.flatMap((s) => s.longFrames)
  console.log(`Load average after: ${loadAverage()}`)
  console.log(`\nAllWallets, 1000 wallets, ${ROUNDS} rounds (${searches.length} searches, ${scrolls.length} full scrolls)`)
  console.log(`search: response → results in the DOM ${ms(toDom)}; DOM → painted ${ms(domToPaint)}`)
  console.log(`        painted in frame 1 / 2 / 3+ after the response: ${byFrame(1)} / ${byFrame(2)} / ${byFrame(3)}`)
  console.log(
    `scroll: long tasks > 50 ms: ${tasks.length} (max ${tasks.length ? Math.max(...tasks).toFixed(0) : 0} ms); frames over 50 ms: ` +
      `${scrolls.map((s) => s.framesOver50).join(', ')} of ${scrolls.map((s) => s.frames).join(', ')}; wallets reached: ` +
      `${scrolls.map((s) => s.items).join(', ')}`,
  )
  if (frames.length) {
    const [script, render] = [frames.map(([, s]) => s), frames.map(([, , r]) => r)]
    console.log(
      `        long animation frames > 50 ms: ${frames.length}, script ${ms(script)}, style/layout/paint ${ms(render)}`,
    )
    // Where the script time of the frames with over 30 ms of it went: their longest script, by entry point.
    const byEntry = new Map<string, number[]>()
    for (const [, script, , where] of frames.filter(([, s]) => s > 30)) {
      const entry = where.replace(/ \d+ ms$/, '')
      byEntry.set(entry, [...(byEntry.get(entry) ?? []), script])
    }
    const entries = [...byEntry].sort((a, b) => b[1].length - a[1].length)
    for (const [entry, ms] of entries.slice(0, 5)) {
      console.log(`        ${ms.length} frame(s) with > 30 ms of script, longest in ${entry}: max ${Math.max(...ms).toFixed(0)} ms`)
    }
  }
  console.log(
    `${readyInAFrame === searches.length ? 'PASS' : 'MISS'}  search results in the DOM within one frame ` +
      `(${FRAME_MS.toFixed(1)} ms) of their response: ${readyInAFrame}/${searches.length}`,
  )
  console.log(`${tasks.length ? 'MISS' : 'PASS'}  no long task over 50 ms while scrolling (${tasks.length})`)
  if (log.unknown.size) console.log(`unknown remote requests (answered 404): ${[...log.unknown].join(', ')}`)
} finally {
  await browser.close()
  await offline.close()
  await demo.stop()
}
