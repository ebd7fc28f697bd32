import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, CDPSession, Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildHostPage } from '../demo/buildDemo.js'
import type { DemoConfig } from '../demo/config.js'
import { serveStatic, type StaticServer } from '../demo/serveStatic.js'
import { useBrowser } from './fixtures.js'
import { installInjectedWallet } from './wallets/injectedWallet.js'

const browser = useBrowser()

/** How many kits the page makes and destroys, and after how many the heap is first measured. */
const KITS = 50
const WARM_UP = 5
/** Longer than a ranking round (4 s between pings, 1 s ping timeout): a ping loop left running shows. */
const QUIET_MS = 6_000
/** Heap growth allowed between kit 5 and kit 50, after a full GC (measured: see the test's log line). */
const HEAP_GROWTH_LIMIT = 1.5 * 1024 * 1024

/**
 * An init script: counts the page's live timers (setTimeout until it fires or is cleared, setInterval until
 * cleared, requestIdleCallback and requestAnimationFrame until they run or are cancelled), each with the kit window
 * it started in and where.
 */
function countTimers(): void {
  const ledger = { live: new Map<number | string, { kind: string; delay: number; window: number; stack: string }>(), window: -1 }
  ;(window as unknown as { __timers: typeof ledger }).__timers = ledger
  const add = (key: number | string, kind: string, delay: number) =>
    ledger.live.set(key, { kind, delay, window: ledger.window, stack: (new Error().stack ?? '').split('\n').slice(2, 7).join('\n') })
  const w = window as unknown as Record<string, (...args: unknown[]) => number>
  const { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = w
  const { requestIdleCallback: ric, cancelIdleCallback: cic, requestAnimationFrame: raf, cancelAnimationFrame: caf } = w
  w.setTimeout = function (callback: unknown, delay?: unknown, ...args: unknown[]) {
    const id: number = st!.call(
      window,
      typeof callback === 'function'
        ? (...a: unknown[]) => {
            ledger.live.delete(id)
            ;(callback as (...a: unknown[]) => void)(...a)
          }
        : callback,
      delay,
      ...args,
    )
    add(id, 'setTimeout', Number(delay) || 0)
    return id
  }
  w.setInterval = function (...args: unknown[]) {
    const id = si!.apply(window, args)
    add(id, 'setInterval', Number(args[1]) || 0)
    return id
  }
  w.clearTimeout = function (id: unknown) {
    ledger.live.delete(id as number)
    return ct!.call(window, id)
  }
  w.clearInterval = function (id: unknown) {
    ledger.live.delete(id as number)
    return ci!.call(window, id)
  }
  w.requestIdleCallback = function (callback: unknown, options?: unknown) {
    const id: number = ric!.call(
      window,
      (deadline: unknown) => {
        ledger.live.delete(`idle:${id}`)
        ;(callback as (d: unknown) => void)(deadline)
      },
      options,
    )
    add(`idle:${id}`, 'requestIdleCallback', 0)
    return id
  }
  w.cancelIdleCallback = function (id: unknown) {
    ledger.live.delete(`idle:${String(id)}`)
    return cic!.call(window, id)
  }
  w.requestAnimationFrame = function (callback: unknown) {
    const id: number = raf!.call(window, (time: number) => {
      ledger.live.delete(`frame:${id}`)
      ;(callback as (t: number) => void)(time)
    })
    add(`frame:${id}`, 'requestAnimationFrame', 0)
    return id
  }
  w.cancelAnimationFrame = function (id: unknown) {
    ledger.live.delete(`frame:${String(id)}`)
    return caf!.call(window, id)
  }
}

interface Leftovers {
  timers: { kind: string; delay: number; window: number; stack: string }[]
  walletListeners: number
  modals: number
}

type Lifecycle = {
  create(index: number): Promise<{ status: string; address?: string; balance?: string; modals: number; unavailable: boolean }>
  createWalletConnect(index: number): Promise<{ qr: boolean }>
  destroy(): Promise<void>
  leftovers(): Leftovers
}

const lifecycle = (page: Page) => page.evaluateHandle(() => (window as unknown as { lifecycle: Lifecycle }).lifecycle)

/** The page's used JS heap after a full garbage collection. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/** Event listeners on `window` and `document`, by type. */
async function domListeners(cdp: CDPSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression })
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
    for (const { type } of listeners) counts[`${expression}:${type}`] = (counts[`${expression}:${type}`] ?? 0) + 1
  }
  return counts
}

let server: StaticServer
let outdir: string

beforeAll(async () => {
  const e2e = inject('e2e')
  outdir = mkdtempSync(join(tmpdir(), 'portico-lifecycle-'))
  await buildHostPage({ entry: new URL('./pages/lifecyclePage.ts', import.meta.url).pathname, outdir })
  const config: DemoConfig = {
    projectId: 'portico-lifecycle',
    chains: e2e.chains,
    apiUrls: {
      directory: `${e2e.apiUrl}/directory`,
      blockchain: `${e2e.apiUrl}/blockchain`,
      analytics: `${e2e.apiUrl}/analytics`,
      relay: e2e.relayUrl,
    },
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Lifecycle</title></head><body>
<script>window.__PORTICO_DEMO__ = ${JSON.stringify(config)}</script><script type="module" src="/lifecyclePage.js"></script></body></html>`
  server = await serveStatic({ dir: outdir, html: () => html })
})

afterAll(async () => {
  await server?.close()
  if (outdir) rmSync(outdir, { recursive: true, force: true })
})

async function openLifecyclePage(): Promise<{ page: Page; context: BrowserContext; cdp: CDPSession; requests: { url: string; at: number }[]; errors: string[] }> {
  const e2e = inject('e2e')
  const context = await browser().newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const requests: { url: string; at: number }[] = []
  context.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }))
  const [one] = e2e.chains as [E2eChain]
  await installInjectedWallet(page, {
    // Account 0: the other files filter the shared analytics sink by accounts 1 to 3.
    privateKey: e2e.accounts[0]!.privateKey,
    chains: [{ chainId: one.chainId, rpcUrl: one.rpcUrl }],
  })
  await page.addInitScript(countTimers)
  await page.goto(server.url)
  await page.waitForFunction(() => document.body.dataset['ready'] === 'true')
  const cdp = await context.newCDPSession(page)
  return { page, context, cdp, requests, errors }
}

type E2eChain = { chainId: number; name: string; rpcUrl: string }

describe('lifecycle: destroy() stops everything the kit started', () => {
  it(`${KITS} kits, each connected through the injected wallet, leave no request, timer, listener, element or heap behind`, async () => {
    const { page, context, cdp, requests, errors } = await openLifecyclePage()
    const kits = await lifecycle(page)
    const listenersAtLoad = await domListeners(cdp)
    let listenersBefore: Record<string, number> = {}
    let heapWarm = 0
    let lastDestroyAt = 0
    for (let index = 0; index < KITS; index++) {
      // Every kit opens the Account view (it reads the balance) and closes it, so the UI's observers are covered.
      const shown = await kits.evaluate((l, i) => l.create(i), index)
      expect(shown.status).toBe('connected')
      expect(shown.unavailable).toBe(false)
      expect(shown.balance).toMatch(/^\d/)
      await kits.evaluate((l) => l.destroy())
      lastDestroyAt = Date.now()
      // React adds one document-wide listener the first time any root renders, for the page's life: the count is
      // taken after the first kit (it opened the modal).
      if (index === 0) listenersBefore = await domListeners(cdp)
      if (index === WARM_UP - 1) heapWarm = await heapAfterGc(cdp)
    }
    // The RPC endpoints were ranked while the kits lived: the pings (SPEC §7) ran.
    const rpcUrl = (inject('e2e').chains[0] as E2eChain).rpcUrl
    expect(requests.filter((r) => r.url.startsWith(rpcUrl)).length).toBeGreaterThan(KITS)

    await page.waitForTimeout(QUIET_MS)
    const after = requests.filter((r) => r.at > lastDestroyAt)
    const left = await kits.evaluate((l) => l.leftovers())
    const listenersAfter = await domListeners(cdp)
    const heapEnd = await heapAfterGc(cdp)
    const growth = heapEnd - heapWarm
    console.info(
      `lifecycle: ${KITS} kits; requests in the ${QUIET_MS / 1000} s after the last destroy: ${after.length}; ` +
        `live timers: ${left.timers.length}; heap after ${WARM_UP} kits ${(heapWarm / 1e6).toFixed(2)} MB, after ${KITS} ` +
        `${(heapEnd / 1e6).toFixed(2)} MB (growth ${(growth / 1e6).toFixed(3)} MB)`,
    )
    expect(after.map((r) => r.url)).toEqual([])
    expect(left.timers).toEqual([])
    expect(left.walletListeners).toBe(0)
    expect(left.modals).toBe(0)
    expect(listenersAfter).toEqual(listenersBefore)
    expect(listenersAfter).toEqual({ ...listenersAtLoad, 'document:selectionchange': 1 })
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT)
    expect(errors).toEqual([])
    await context.close()
  }, 240_000)

  it("closes the WalletConnect provider's relay socket and stops its timers", async () => {
    const { page, context, requests, errors } = await openLifecyclePage()
    const kits = await lifecycle(page)
    const sockets: { socket: WebSocket; frames: number[] }[] = []
    page.on('websocket', (socket) => {
      const entry = { socket, frames: [] as number[] }
      sockets.push(entry)
      socket.on('framesent', () => entry.frames.push(Date.now()))
      socket.on('framereceived', () => entry.frames.push(Date.now()))
    })
    for (let index = 0; index < 3; index++) {
      // The QR code shows: the SDK started, opened its relay socket and has a pairing uri.
      const { qr } = await kits.evaluate((l, i) => l.createWalletConnect(i), index)
      expect(qr).toBe(true)
      const open = () => sockets.filter((s) => !s.socket.isClosed()).map((s) => s.socket.url())
      expect(open().length).toBeGreaterThan(0)
      expect(open().every((url) => url.startsWith(inject('e2e').relayUrl))).toBe(true)
      await kits.evaluate((l) => l.destroy())
      await expect.poll(open).toEqual([])
    }
    const lastDestroyAt = Date.now()
    await page.waitForTimeout(QUIET_MS)
    const left = await kits.evaluate((l) => l.leftovers())
    expect(sockets.filter((s) => !s.socket.isClosed()).map((s) => s.socket.url())).toEqual([])
    expect(sockets.flatMap((s) => s.frames).filter((at) => at > lastDestroyAt)).toEqual([])
    expect(requests.filter((r) => r.at > lastDestroyAt).map((r) => r.url)).toEqual([])
    // Each kit was destroyed with its proposal pending: the SDK's 5-minute approval timer went with it.
    expect(left.timers).toEqual([])
    expect(left.modals).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})
