// Two builds of Portico in the same host page, loaded in alternation: open() → a directory wallet's row visible,
// with the counts that do not depend on how busy the machine is.
// `BENCH_BASE=.tmp/dist-base npx tsx bench/openAB.ts` after `npm run build` (B is dist/, or BENCH_NEW; A the build in
// BENCH_BASE; both must sit inside the repo so their imports resolve as dist/'s do). BENCH_ROUNDS (default 7),
// BENCH_CPU (1); BENCH_DEBUG=1 prints each open's scripts, layouts and style recalculations.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { serveStatic, type StaticServer } from '../demo/serveStatic.js'
import { startDevnet } from '../devnet/startDevnet.js'
import { launchBrowser } from './browser.js'
import { buildPage, buildProbe, hostPage } from './buildPages.js'
import { answerSocketsLocally, createOfflineLog, startOfflineHosts, type OfflineHosts, type OfflineLog } from './offline.js'
import type { BenchPageConfig } from './pages/shell.js'
import { median, within } from './util.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const CPU = Number(process.env.BENCH_CPU ?? 1)
const BASE = resolve(process.env.BENCH_BASE ?? '.tmp/dist-base')
/** B: dist/, or another build inside the repo. */
const NEW = process.env.BENCH_NEW ? resolve(process.env.BENCH_NEW) : undefined
const VISIBLE_TIMEOUT_MS = 30_000

/**
 * In the page before its scripts: React's commits of the modal's root (a root in a shadow root), through the hook
 * React calls on every commit when a devtools hook is present; and, for the open, script and layout timing.
 */
const COMMITS = `(() => {
  const commits = []
  window.__benchCommits = commits
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1 }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const container = root && root.containerInfo
      if (container && container.getRootNode && container.getRootNode() instanceof ShadowRoot) commits.push(performance.now())
    },
  }
})()`

interface Counts {
  /** open() → a directory row visible (ms), and → the dialog's first visible frame. */
  toVisible: number
  toDialog: number
  /** Script files requested between open() and visible (idle page), or from navigation to visible (`?open=now`). */
  scripts: number
  /** React commits of the modal's root in that span, and while closed (after its first commit, before open()). */
  commits: number
  closedCommits: number
  /** `<link rel=modulepreload>` in the document once visible. */
  modulepreloads: number
  /** Trace, open() → visible: Layout events, forced ones (inside a script call), their objects and time. */
  layouts: number
  forcedLayouts: number
  layoutObjects: number
  layoutMs: number
  styleMs: number
  /** Top-level tasks that ran script in that span, and their script time. */
  scriptTasks: number
  scriptMs: number
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  pid: number
  args?: { data?: { message?: string }; beginData?: { dirtyObjects?: number; totalObjects?: number } }
}

async function trace<T>(cdp: CDPSession, run: () => Promise<T>): Promise<[T, TraceEvent[]]> {
  const events: TraceEvent[] = []
  const onData = (data: { value: object[] }) => void events.push(...(data.value as TraceEvent[]))
  cdp.on('Tracing.dataCollected', onData)
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel',
    transferMode: 'ReportEvents',
  })
  const result = await run()
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()))
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', onData)
  return [result, events]
}

const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'v8.callFunction', 'V8.Execute', 'RunMicrotasks'])

/** What the trace says of the span from the `bench-open` time stamp to `spanMs` later, on the page's main thread. */
function analyse(events: TraceEvent[], spanMs: number) {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench-open')
  if (!mark) return { layouts: NaN, forcedLayouts: NaN, layoutObjects: NaN, layoutMs: NaN, styleMs: NaN, scriptTasks: NaN, scriptMs: NaN }
  const start = mark.ts
  const end = start + spanMs * 1000
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.ts >= start && e.ts <= end)
  const scripts = main.filter((e) => SCRIPT.has(e.name))
  const inside = (e: TraceEvent) => scripts.some((s) => s.ts <= e.ts && s.ts + (s.dur ?? 0) >= e.ts + (e.dur ?? 0))
  const layouts = main.filter((e) => e.name === 'Layout')
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
  const scriptTasks = tasks.filter((t) => scripts.some((s) => s.ts >= t.ts && s.ts <= t.ts + (t.dur ?? 0)))
  // Script time: the outermost script events only.
  const outer = scripts.filter((s) => !scripts.some((o) => o !== s && o.ts <= s.ts && o.ts + (o.dur ?? 0) >= s.ts + (s.dur ?? 0) && (o.ts < s.ts || (o.dur ?? 0) > (s.dur ?? 0))))
  const ms = (xs: TraceEvent[]) => xs.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000
  if (process.env.BENCH_DEBUG) {
    // Each layout and style recalculation, and the longest other events, with their offsets from open().
    const at = (e: TraceEvent) => `+${((e.ts - start) / 1000).toFixed(1)} ms ${((e.dur ?? 0) / 1000).toFixed(2)} ms`
    for (const e of main.filter((x) => x.name === 'Layout' || x.name === 'UpdateLayoutTree'))
      console.log(`  ${e.name} ${at(e)}${inside(e) ? ' forced' : ''} ${JSON.stringify(e.args?.beginData ?? (e.args as { elementCount?: number } | undefined)?.elementCount ?? '')}`)
    const names = new Map<string, number>()
    for (const e of main) names.set(e.name, (names.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
    console.log(`  by event: ${[...names].sort((x, y) => y[1] - x[1]).slice(0, 14).map(([n, t]) => `${n} ${t.toFixed(1)}`).join(', ')}`)
  }
  return {
    layouts: layouts.length,
    forcedLayouts: layouts.filter(inside).length,
    layoutObjects: layouts.reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    layoutMs: ms(layouts),
    styleMs: ms(main.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles')),
    scriptTasks: scriptTasks.length,
    scriptMs: ms(outer),
  }
}

interface Site {
  name: string
  server: StaticServer
}


async function open(browser: Browser, site: Site, probe: string, log: OfflineLog, query: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } })
  await answerSocketsLocally(context, log)
  await context.addInitScript({ content: COMMITS })
  await context.addInitScript({ content: probe })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  let inFlight = 0
  let requests = 0
  let lastChange = Date.now()
  const track = (delta: number) => () => {
    inFlight += delta
    if (delta > 0) requests++
    lastChange = Date.now()
  }
  page.on('request', track(1))
  page.on('requestfinished', track(-1))
  page.on('requestfailed', track(-1))
  /** No request for a second, then an idle callback in the page, and still no new request since (as run.ts). */
  const settle = async () => {
    for (;;) {
      while (inFlight > 0 || Date.now() - lastChange < 1000) await new Promise((r) => setTimeout(r, 50))
      const seen = requests
      await page.evaluate(() => window.__bench.idle())
      if (requests === seen && inFlight === 0) return
    }
  }
  page.on('pageerror', (error) => console.warn(`  [${site.name}] page error: ${error.message}`))
  await page.goto(`${site.server.url}/${query}`, { waitUntil: 'commit' })
  return { context, page, cdp, settle }
}

/** Script files of the page's origin whose request started in [from, to] (performance.now()). */
const scriptsBetween = async (page: Page, from: number, to: number) => {
  const names = await page.evaluate(
    ([a, b]) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(location.origin) && e.name.endsWith('.js') && e.startTime >= a! && e.startTime <= b!)
        .map((e) => new URL(e.name).pathname),
    [from, to],
  )
  if (process.env.BENCH_DEBUG) console.log(`  scripts: ${names.join(' ')}`)
  return names.length
}

const commitsBetween = (page: Page, from: number, to: number) =>
  page.evaluate(([a, b]) => (window as unknown as { __benchCommits: number[] }).__benchCommits.filter((t) => t >= a! && t <= b!).length, [from, to])

async function measureIdle(browser: Browser, site: Site, probe: string, log: OfflineLog): Promise<Counts> {
  const { context, page, cdp, settle } = await open(browser, site, probe, log, '')
  try {
    await within(settle(), 60_000, 'page idle before open')
    const firstCommit = await page.evaluate(() => (window as unknown as { __benchCommits: number[] }).__benchCommits[0] ?? 0)
    const [[toVisible, toDialog], events] = await trace(cdp, async () => {
      await page.evaluate(() => {
        console.timeStamp('bench-open')
        window.__bench.clickOpen()
      })
      return within(page.evaluate(() => window.__bench.whenVisible()), VISIBLE_TIMEOUT_MS, 'a directory wallet visible')
    })
    const openAt = await page.evaluate(() => window.__bench.openAt!)
    return {
      toVisible,
      toDialog,
      scripts: await scriptsBetween(page, openAt, openAt + toVisible),
      commits: await commitsBetween(page, openAt, openAt + toVisible),
      closedCommits: (await commitsBetween(page, firstCommit, openAt)) - (firstCommit ? 1 : 0),
      modulepreloads: await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
      ...analyse(events, toVisible),
    }
  } finally {
    await context.close()
  }
}

async function measureOpenNow(browser: Browser, site: Site, probe: string, log: OfflineLog): Promise<Counts> {
  const { context, page } = await open(browser, site, probe, log, '?open=now')
  try {
    const [toVisible, toDialog] = await within(page.evaluate(() => window.__bench.whenVisible()), VISIBLE_TIMEOUT_MS, 'visible')
    return {
      toVisible,
      toDialog,
      scripts: await scriptsBetween(page, 0, toVisible),
      commits: await commitsBetween(page, 0, toVisible),
      closedCommits: NaN,
      modulepreloads: await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
      layouts: NaN,
      forcedLayouts: NaN,
      layoutObjects: NaN,
      layoutMs: NaN,
      styleMs: NaN,
      scriptTasks: NaN,
      scriptMs: NaN,
    }
  } finally {
    await context.close()
  }
}

const outdir = mkdtempSync(join(tmpdir(), 'portico-ab-'))
const devnet = await startDevnet({})
const log = createOfflineLog()
const sites: Site[] = []
let browser: Browser | undefined
let offline: OfflineHosts | undefined
try {
  offline = await startOfflineHosts(devnet.apiUrl, log)
  const first = (await (await fetch(`${devnet.apiUrls.directory}/getWallets?projectId=portico-bench&page=1&entries=40`)).json()) as { data: { name: string }[] }
  const walletNames = first.data.map((w) => w.name).filter((name) => name !== 'WalletConnect')
  const config: BenchPageConfig = { projectId: 'portico-bench', apiUrls: devnet.apiUrls, walletNames }
  for (const [name, dist] of [['A', BASE], ['B', NEW]] as const) {
    const dir = join(outdir, name)
    await buildPage('portico', dir, dist)
    sites.push({ name, server: await serveStatic({ dir, html: () => hostPage('portico', config) }) })
  }
  const probe = await buildProbe()
  const load = () => loadavg().map((x) => x.toFixed(2)).join(' ')
  console.log(`A: ${BASE}\nB: ${NEW ?? 'dist/'}\nLoad average before: ${load()}`)
  browser = await launchBrowser(offline)
  const idle: Record<string, Counts[]> = { A: [], B: [] }
  const now: Record<string, Counts[]> = { A: [], B: [] }
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? sites : [...sites].reverse()
    for (const site of order) idle[site.name]!.push(await measureIdle(browser, site, probe, log))
    for (const site of order) now[site.name]!.push(await measureOpenNow(browser, site, probe, log))
    const brief = (n: string) => `${n} idle ${idle[n]!.at(-1)!.toVisible.toFixed(1)} ms, now ${now[n]!.at(-1)!.toVisible.toFixed(0)} ms`
    console.log(`round ${round}/${ROUNDS} (load ${loadavg()[0]!.toFixed(2)}): ${brief('A')}; ${brief('B')}`)
  }
  const keys = Object.keys(idle.A![0]!) as (keyof Counts)[]
  const table = (title: string, samples: Record<string, Counts[]>) => {
    console.log(`\n${title}: medians over ${ROUNDS} paired rounds${CPU > 1 ? `, CPU ${CPU}x slower` : ''}`)
    console.log(`${''.padEnd(16)}${'A'.padStart(10)}${'B'.padStart(10)}${'B/A'.padStart(8)}`)
    for (const key of keys) {
      const [a, b] = [median(samples.A!.map((s) => s[key])), median(samples.B!.map((s) => s[key]))]
      if (Number.isNaN(a) && Number.isNaN(b)) continue
      console.log(`${key.padEnd(16)}${a.toFixed(1).padStart(10)}${b.toFixed(1).padStart(10)}${(a ? b / a : NaN).toFixed(3).padStart(8)}`)
    }
  }
  table('Idle page, open() → directory row visible', idle)
  table('?open=now, navigation → directory row visible', now)
  console.log(`\nLoad average after: ${load()}`)
} finally {
  await browser?.close()
  await offline?.close()
  for (const site of sites) await site.server.close()
  await devnet.stop()
  rmSync(outdir, { recursive: true, force: true })
}
