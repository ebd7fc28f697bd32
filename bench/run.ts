// Portico vs Reown AppKit (wagmi adapter): the same host page, loaded in turn in one Chromium, offline.
// `tsx bench/run.ts` (after `npm run build` and `npm --prefix bench ci`); BENCH_ROUNDS=7 by default.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { startDevnet } from '../devnet/startDevnet.js'
import { launchBrowser } from './browser.js'
import { buildPage, buildProbe, buildReactOnly, hostPage, type PageName } from './buildPages.js'
import { answerSocketsLocally, createOfflineLog, startOfflineHosts, type OfflineHosts, type OfflineLog } from './offline.js'
import { servePage, type PageServer } from './servePage.js'
import type { BenchPageConfig } from './pages/shell.js'
import { median, within } from './util.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
/** CPU slow-down (Chromium's CPU throttling, as DevTools' "4x slowdown" for a mid-range phone); 1 = none. */
const CPU = Number(process.env.BENCH_CPU ?? 1)
/** Added round-trip time of every request in ms (Chromium's network emulation, as DevTools' throttling); 0 = none. */
const RTT = Number(process.env.BENCH_RTT ?? 0)
const PAGES: PageName[] = ['portico', 'appkit']
const LABEL: Record<PageName, string> = { portico: 'Portico', appkit: 'AppKit' }
const VISIBLE_TIMEOUT_MS = 30_000
/** The rounds start once the last minute's load average is below this (every core busy at most half the time)… */
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 1)
/** …or after this long. */
const QUIET_WAIT_MS = 120_000

/** gzip -9 of one file: the "JS bytes gzip" of every figure. */
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

interface Sample {
  /** `?open=now`: navigation start → a directory wallet's row visible in the dialog. */
  navToVisible: number
  /** Idle page: open() → a directory wallet's row visible in the dialog. */
  openToVisible: number
  /** The same two up to the dialog's first visible frame, whatever it shows (an empty wallet list counts). */
  navToDialog: number
  openToDialog: number
  /** Idle page: gzip bytes of the scripts it loaded before open(), and after open (all). */
  jsBeforeOpen: number
  jsAfterOpen: number
  /** Scripts loaded before open, and by open (file names), for the breakdown. */
  filesBeforeOpen: string[]
  filesAfterOpen: string[]
  /** Idle page, after open, once the network is idle and after a forced GC: `Runtime.getHeapUsage().usedSize`. */
  heapAfterOpen: number
}

interface Site {
  name: PageName
  dir: string
  server: PageServer
  metafile: Metafile
}


/**
 * One page load in a fresh context (empty cache), with every remote request answered locally (the offline hosts, and
 * a mock socket for WebSockets).
 */
async function load(browser: Browser, site: Site, probe: string, log: OfflineLog, query: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } })
  await answerSocketsLocally(context, log)
  await context.addInitScript({ content: probe })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  if (RTT > 0) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT, downloadThroughput: -1, uploadThroughput: -1 })
  }
  // Every script of the page's own origin (file names, in the order the browser got them); sized from disk later.
  const scripts: string[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (response.request().resourceType() === 'script' && url.startsWith(site.server.url)) {
      scripts.push(new URL(url).pathname.slice(1))
    }
  })
  // Requests in flight: `settle()` waits for a quiet network (Playwright's 'networkidle' is for the load only, and
  // fires in a long parse before a page's dynamic imports have started).
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
  /** No request for `quietMs`, then an idle callback in the page, and still no new request since. */
  const settle = async (quietMs = 1000) => {
    for (;;) {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 50))
      const seen = requests
      await page.evaluate(() => window.__bench.idle())
      if (requests === seen && inFlight === 0) return
    }
  }
  page.on('pageerror', (error) => console.warn(`  [${site.name}] page error: ${error.message}`))
  await page.goto(`${site.server.url}/${query}`, { waitUntil: 'commit' })
  return { context, page, cdp, scripts, settle }
}

const whenVisible = (page: Page) =>
  within(page.evaluate(() => window.__bench.whenVisible()), VISIBLE_TIMEOUT_MS, 'a directory wallet visible')

/** gzip bytes of served files (the bytes served are the files' bytes). */
const gzipOf = (site: Site, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSize(readFileSync(join(site.dir, file))), 0)

/** `?open=now`: navigation start → visible. */
async function measureOpenNow(browser: Browser, site: Site, probe: string, log: OfflineLog) {
  const { context, page } = await load(browser, site, probe, log, '?open=now')
  try {
    return await whenVisible(page)
  } finally {
    await context.close()
  }
}

/** Idle page: JS before open, open() → visible (a directory wallet's row), heap after open. */
async function measureIdle(browser: Browser, site: Site, probe: string, log: OfflineLog) {
  const { context, page, cdp, scripts, settle } = await load(browser, site, probe, log, '')
  try {
    await within(settle(), 60_000, 'page idle before open')
    const before = scripts.slice()
    await page.evaluate(() => window.__bench.clickOpen())
    const [openToVisible, openToDialog] = await whenVisible(page)
    // Let the open modal settle (its wallet list and images), then measure what it keeps.
    await within(settle(), 60_000, 'page idle after open')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      openToVisible,
      openToDialog,
      jsBeforeOpen: gzipOf(site, before),
      jsAfterOpen: gzipOf(site, scripts),
      filesBeforeOpen: before,
      filesAfterOpen: scripts.slice(before.length),
      heapAfterOpen: usedSize,
    }
  } finally {
    await context.close()
  }
}

// -- statistics and printing ------------------------------------------------------------------------------------

interface Row {
  label: string
  unit: string
  scale: number
  values: (name: PageName) => number[]
  target?: number
}

function printTable(rows: Row[]): void {
  const fmt = (x: number, row: Row) => (x / row.scale).toFixed(row.scale === 1 ? 0 : 1)
  const cell = (xs: number[], row: Row) =>
    `${fmt(median(xs), row)} (${fmt(Math.min(...xs), row)}–${fmt(Math.max(...xs), row)})`
  const lines = [['', 'Portico median (min–max)', 'AppKit median (min–max)', 'Portico/AppKit', 'target']]
  for (const row of rows) {
    const [p, a] = [row.values('portico'), row.values('appkit')]
    lines.push([
      `${row.label} [${row.unit}]`,
      cell(p, row),
      cell(a, row),
      (median(p) / median(a)).toFixed(3),
      row.target === undefined ? '' : `≤ ${row.target}`,
    ])
  }
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)))
  for (const line of lines) console.log(line.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '))
  console.log()
  for (const row of rows) {
    if (row.target === undefined) continue
    const ratio = median(row.values('portico')) / median(row.values('appkit'))
    const verdict = ratio <= row.target ? 'PASS' : `MISS by ${((ratio / row.target - 1) * 100).toFixed(0)}%`
    console.log(`${verdict.padEnd(13)} ${row.label}: ${ratio.toFixed(3)}× (target ≤ ${row.target}×)`)
  }
}

/** Where the bytes of `files` come from: minified bytes by package (from esbuild's metafile). */
function printBreakdown(site: Site, files: string[], when: string): void {
  const byPackage = new Map<string, number>()
  for (const file of files) {
    const output = Object.entries(site.metafile.outputs).find(([path]) => path.endsWith(`/${file}`))?.[1]
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      // The innermost package (a nested node_modules counts as its own package).
      const pkg = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1] ?? (input.includes('dist/') ? 'portico (dist/)' : 'page')
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput)
    }
  }
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0)
  const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8)
  const gzip = (gzipOf(site, files) / 1000).toFixed(1)
  console.log(`  ${LABEL[site.name]}, ${when}: ${files.length} scripts, ${(total / 1000).toFixed(0)} kB minified, ${gzip} kB gzip; largest:`)
  for (const [pkg, bytes] of top) console.log(`    ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${pkg}`)
}

// -- main -------------------------------------------------------------------------------------------------------

const outdir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
const devnet = await startDevnet({})
const log = createOfflineLog()
const sites: Site[] = []
let browser: Browser | undefined
let offline: OfflineHosts | undefined
try {
  offline = await startOfflineHosts(devnet.apiUrl, log)
  console.log(`Building both pages into ${outdir} …`)
  // "Visible" is a directory wallet's row laid out: any of the directory's first 40 wallets (both modals show some).
  const first = (await (await fetch(`${devnet.apiUrls.directory}/getWallets?projectId=portico-bench&page=1&entries=40`)).json()) as { data: { name: string }[] }
  const walletNames = first.data.map((w) => w.name).filter((name) => name !== 'WalletConnect')
  const config: BenchPageConfig = { projectId: 'portico-bench', apiUrls: devnet.apiUrls, walletNames }
  for (const name of PAGES) {
    const dir = join(outdir, name)
    const metafile = await buildPage(name, dir)
    sites.push({ name, dir, metafile, server: await servePage(dir, hostPage(name, config)) })
  }
  const [probe, reactOnly] = await Promise.all([buildProbe(), buildReactOnly()])
  const reactGzip = gzipSize(reactOnly)

  const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ')
  browser = await launchBrowser(offline)
  // The first load of a browser just started pays what no visitor's page does (its renderer process, fonts, the
  // compositor's start): one load of each page first, not counted. Round 1 would otherwise give it to Portico.
  for (const site of sites) await measureOpenNow(browser, site, probe, log)
  // Building the pages and starting the devnet left the machine busy: wait (up to QUIET_WAIT_MS) for the last
  // minute's load average to come down before the rounds.
  const quietBy = Date.now() + QUIET_WAIT_MS
  while (loadavg()[0]! > QUIET_LOAD && Date.now() < quietBy) await new Promise((resolve) => setTimeout(resolve, 2000))
  console.log(`Load average before: ${loadAverage()} (the figures are only as quiet as the machine)`)
  const samples: Record<PageName, Sample[]> = { portico: [], appkit: [] }
  for (let round = 1; round <= ROUNDS; round++) {
    // Interleaved, and the first page alternates from round to round.
    const order = round % 2 ? sites : [...sites].reverse()
    const now: Partial<Record<PageName, [number, number]>> = {}
    for (const site of order) now[site.name] = await measureOpenNow(browser, site, probe, log)
    for (const site of order) {
      const idle = await measureIdle(browser, site, probe, log)
      const [navToVisible, navToDialog] = now[site.name]!
      samples[site.name].push({ navToVisible, navToDialog, ...idle })
    }
    const brief = (s: Sample) => `nav→visible ${s.navToVisible.toFixed(0)} ms, open→visible ${s.openToVisible.toFixed(0)} ms`
    console.log(`round ${round}/${ROUNDS}: Portico ${brief(samples.portico.at(-1)!)}; AppKit ${brief(samples.appkit.at(-1)!)}`)
  }

  const pick = (key: Exclude<keyof Sample, 'filesBeforeOpen' | 'filesAfterOpen'>) => (name: PageName) => samples[name].map((s) => s[key])
  console.log(`\nPortico vs AppKit 1.8.24 + wagmi, ${ROUNDS} rounds, Chromium headless${CPU > 1 ? `, CPU ${CPU}x slower` : ''}${RTT > 0 ? `, ${RTT} ms added to each request's round trip` : ''}, ${new Date().toISOString().slice(0, 10)}\n`)
  printTable([
    { label: 'JS gzip before open', unit: 'kB', scale: 1000, values: pick('jsBeforeOpen') },
    {
      label: `  same, React excluded (− ${(reactGzip / 1000).toFixed(1)} kB react+react-dom)`,
      unit: 'kB',
      scale: 1000,
      values: (name) => pick('jsBeforeOpen')(name).map((x) => x - reactGzip),
      target: 0.05,
    },
    { label: 'JS gzip after open (all)', unit: 'kB', scale: 1000, values: pick('jsAfterOpen') },
    { label: 'navigation → modal visible, ?open=now', unit: 'ms', scale: 1, values: pick('navToVisible'), target: 0.333 },
    { label: 'open() → visible, idle page', unit: 'ms', scale: 1, values: pick('openToVisible') },
    { label: '  navigation → dialog (any content), ?open=now', unit: 'ms', scale: 1, values: pick('navToDialog') },
    { label: '  open() → dialog (any content), idle page', unit: 'ms', scale: 1, values: pick('openToDialog') },
    { label: 'JS heap after open', unit: 'MB', scale: 1e6, values: pick('heapAfterOpen'), target: 0.25 },
  ])

  console.log(`Load average after: ${loadAverage()}`)
  console.log('\nWhat the JS is made of (last round):')
  for (const site of sites) {
    const last = samples[site.name].at(-1)!
    printBreakdown(site, last.filesBeforeOpen, 'before open')
    printBreakdown(site, last.filesAfterOpen, 'loaded by open()')
  }

  const hosts = [...log.answered].map(([host, n]) => `${host} ×${n}`).join(', ')
  console.log(`\nRemote requests answered locally (nothing left 127.0.0.1): ${hosts || 'none'}`)
  if (log.unknown.size) console.log(`  unknown to the stubs (answered 404): ${[...log.unknown].join(', ')}`)
} finally {
  await browser?.close()
  await offline?.close()
  for (const site of sites) await site.server.close()
  await devnet.stop()
  rmSync(outdir, { recursive: true, force: true })
}
