import type { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { APIResponse, Browser, BrowserContext, BrowserContextOptions, Frame, Locator, Page, Route } from 'playwright-core'
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest'
import { launchBrowser } from './browser.js'
import type { E2eContext } from './globalSetup.js'
import { installInjectedWallet, type InjectedWallet, type InstallInjectedWalletParameters } from './wallets/injectedWallet.js'

/**
 * The Chromium of the worker running the file. Browser test files run without isolation (vitest.e2e.config.ts): the
 * files one worker runs, one after another, share this module, and with it one Chromium and its kept contexts, so a
 * file starts on warm renderers instead of launching a browser and loading the demo cold (README, "Browser tests").
 * The worker's end ends it (Playwright closes what it launched when its process exits).
 */
let workerBrowser: Promise<Browser> | undefined

/** The worker's Chromium for a file's tests; what the file opened outside the kept contexts closes after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    const running = await workerBrowser?.catch(() => undefined)
    if (running?.isConnected()) browser = running
    else browser = await (workerBrowser = launchBrowser(['--process-per-site'], inject('e2e').chromiumDisabledFeatures))
  })
  afterAll(async () => {
    if (!browser?.isConnected()) return
    const kept = new Set((keptContexts.get(browser) ?? []).map((each) => each.context))
    await Promise.all(browser.contexts().filter((context) => !kept.has(context)).map((context) => context.close()))
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet.')
    return browser
  }
}

/**
 * A browser context kept from test to test (and file to file in a worker), with one page (`anchor`) left on the
 * demo's site. Chromium runs with `--process-per-site`, so every test's demo page joins the anchor's renderer, whose
 * compiled scripts are still in memory: a test's page costs about 1.9 CPU-seconds on a 2-core machine, against 4.8 in
 * a new context (README, "Browser tests").
 */
interface KeptContext {
  context: BrowserContext
  anchor: Page
  /** The context's options, as a key: a context is kept for the tests that ask for the same options. */
  key: string
  busy: boolean
  /** What the test did that a reset cannot undo (the fake clock, offline, extra headers…): then it is not kept. */
  tainted: string | undefined
  /** Storage keys written to (`Storage.clearDataForStorageKey`): an origin, under its top site when partitioned. */
  storageKeys: Set<string>
  /** What the test added that ends with it: context init scripts and bindings. */
  disposables: { dispose(): Promise<void> }[]
  /** The context's listeners before the test, so that the test's own are taken off. */
  listeners: Map<string | symbol, unknown[]>
}

const keptContexts = new WeakMap<Browser, KeptContext[]>()

async function keptContext(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
  const key = JSON.stringify(options)
  const all = keptContexts.get(browser) ?? keptContexts.set(browser, []).get(browser)!
  const kept = all.find((each) => each.key === key && !each.busy) ?? (await keepContext(browser, options, key))
  kept.busy = true
  kept.listeners = new Map(events(kept.context).eventNames().map((name) => [name, events(kept.context).listeners(name)]))
  return kept
}

async function keepContext(browser: Browser, options: BrowserContextOptions, key: string): Promise<KeptContext> {
  const e2e = inject('e2e')
  const context = await browser.newContext(options)
  await grantClipboard(context)
  const anchor = await context.newPage()
  // A page of the demo's site that runs nothing: the server's 404.
  await anchor.goto(new URL('/__kept', e2e.url).href)
  const kept: KeptContext = { context, anchor, key, busy: false, tainted: undefined, storageKeys: new Set(), disposables: [], listeners: new Map() }
  keptContexts.get(browser)!.push(kept)
  context.on('close', () => (kept.tainted = 'closed'))
  // Where the context's pages and frames were: what the reset clears. A popup may have navigated before the
  // context announces it, so its frames are read then too, and every page's again before it closes.
  context.on('page', (page) => {
    for (const frame of page.frames()) noteStorageKey(kept, frame)
    page.on('framenavigated', (frame) => noteStorageKey(kept, frame))
  })
  // Undone after the test: what it added to the context.
  for (const method of ['addInitScript', 'exposeBinding', 'exposeFunction'] as const) {
    const added = context[method].bind(context) as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>
    Object.assign(context, {
      [method]: async (...args: unknown[]) => {
        const disposable = await added(...args)
        kept.disposables.push(disposable)
        return disposable
      },
    })
  }
  // Not undone: a context that had these is closed after its test.
  const taint = <T extends object>(target: T, methods: (keyof T & string)[]) => {
    for (const method of methods) {
      const original = (target[method] as (...args: unknown[]) => unknown).bind(target)
      Object.assign(target, {
        [method]: (...args: unknown[]) => {
          kept.tainted ??= method
          return original(...args)
        },
      })
    }
  }
  taint(context, ['setOffline', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'addCookies', 'setStorageState', 'routeFromHAR'])
  taint(context.clock, ['install', 'setFixedTime', 'setSystemTime'])
  return kept
}

/**
 * Ends a test's use of a kept context: its pages closed, its routes, scripts, bindings and listeners removed, its
 * cookies, storage and permissions cleared. A context that cannot be reset (closed by the test, a change that cannot
 * be undone, a reset that fails) is closed and not kept.
 */
async function release(kept: KeptContext): Promise<void> {
  const { context, anchor } = kept
  const drop = async () => {
    keptContexts.set(context.browser()!, (keptContexts.get(context.browser()!) ?? []).filter((each) => each !== kept))
    if (kept.tainted === 'closed') return
    await Promise.all([context, ...context.pages()].map((each) => each.unrouteAll({ behavior: 'ignoreErrors' })))
    await context.close()
  }
  if (kept.tainted || anchor.isClosed()) return drop()
  try {
    const pages = context.pages().filter((page) => page !== anchor)
    for (const frame of pages.flatMap((page) => page.frames())) noteStorageKey(kept, frame)
    // Route handlers still running (a held script) end without an error before their pages close.
    await Promise.all([context, ...pages].map((each) => each.unrouteAll({ behavior: 'ignoreErrors' })))
    await Promise.all(pages.map((page) => page.close()))
    await Promise.all(kept.disposables.splice(0).map((each) => each.dispose()))
    for (const name of events(context).eventNames())
      for (const listener of events(context).listeners(name))
        if (!kept.listeners.get(name)?.includes(listener)) events(context).off(name, listener as () => void)
    const cdp = await context.newCDPSession(anchor)
    await Promise.all([...kept.storageKeys].map((storageKey) => cdp.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'all' })))
    await cdp.detach()
    kept.storageKeys.clear()
    await context.clearCookies()
    await context.clearPermissions()
    await grantClipboard(context)
    kept.busy = false
  } catch (error) {
    if (kept.tainted !== 'closed') console.error(`A kept browser context could not be reset, so it is closed: ${String(error)}`)
    await drop()
  }
}

/** A context's listeners, which its type does not list (an EventEmitter at run time). */
const events = (context: BrowserContext) => context as unknown as EventEmitter

const grantClipboard = (context: BrowserContext) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('e2e').url })

/** The storage key of what a frame stores: its origin, under its page's site when the two are not the same site. */
function noteStorageKey(kept: KeptContext, frame: Frame): void {
  const top = webOrigin(frame.page().mainFrame().url())
  const own = webOrigin(frame.url())
  if (top && own) kept.storageKeys.add(own.site === top.site ? `${own.origin}/` : `${own.origin}/^0${top.site}`)
}

/**
 * The origin of a page's or frame's url and its site as a storage key names it (a loopback host on the devnet: no
 * registrable domain); undefined for about:blank, data: and the like.
 */
function webOrigin(url: string): { origin: string; site: string } | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') return undefined
  return { origin: parsed.origin, site: `${parsed.protocol}//${parsed.hostname}` }
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
  /** Runs before the demo loads, e.g. to route its requests. */
  beforeLoad?: (page: Page) => Promise<void>
  /** The browser context's own options (a phone: `isMobile`, `hasTouch`, its user agent and viewport). */
  contextOptions?: BrowserContextOptions
}

/**
 * Opens the demo in a new page of a browser context that holds nothing of an earlier test: no cookies, no storage
 * (the secure site's, partitioned under the demo's site, included), no routes, scripts or listeners of its, and
 * Chromium's defaults for what a test may change. The injected test wallet knows the devnet's first chain; it learns
 * the second through wallet_addEthereumChain. Contexts are kept for later tests, the worker's next files' too
 * (`keptContext`); each test's pages close when it ends (unless the test closed them), a failed one's after its
 * diagnostics are printed: a page left open keeps its timers, sockets and animations going on a CPU the next tests
 * share.
 */
export async function openDemo(
  browser: Browser,
  { account = 1, query = '', wallet = {}, beforeLoad, contextOptions }: OpenDemoParameters = {},
): Promise<DemoPage> {
  const e2e = inject('e2e')
  // An English browser unless a test says otherwise: the modal follows the browser's language by default.
  const kept = await keptContext(browser, { viewport: { width: 1100, height: 800 }, locale: 'en-US', ...contextOptions })
  const { context } = kept
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const report = await watchPage(page)
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await report()
    await release(kept)
  })
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
  await beforeLoad?.(page)
  // `E2E_CPU=4`: the page runs on a CPU that many times slower, as on a mid-range phone (README "Browser tests").
  if (process.env['E2E_CPU']) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env['E2E_CPU']) })
  await page.goto(e2e.url + query)
  return { page, context, wallet: injected, e2e, errors }
}

/**
 * Diagnostics for a failed test, printed by the function returned: what the page logged, what was clicked, which
 * views showed and how the account went, each with the milliseconds since the page was opened, then where the modal
 * is now.
 */
async function watchPage(page: Page): Promise<() => Promise<void>> {
  const started = Date.now()
  const lines: string[] = []
  const note = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`)
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`))
  page.on('framenavigated', (frame) => note(`${frame === page.mainFrame() ? 'navigated' : 'frame navigated'}: ${frame.url().slice(0, 160)}`))
  page.on('framedetached', (frame) => note(`frame detached: ${frame.url().slice(0, 160)}`))
  // What a child frame (the secure site's) asks and gets: a frame that never starts shows where it stopped.
  page.on('request', (request) => request.frame() !== page.mainFrame() && note(`frame request: ${request.method()} ${request.url().slice(0, 160)}`))
  page.on('requestfinished', (request) => request.frame() !== page.mainFrame() && note(`frame request done: ${request.url().slice(0, 160)}`))
  page.on('requestfailed', (request) => note(`request failed: ${request.method()} ${request.url().slice(0, 160)} ${request.failure()?.errorText ?? ''}`))
  page.on('response', (response) => response.status() >= 400 && note(`response ${response.status()}: ${response.url().slice(0, 160)}`))
  await page.exposeFunction('__porticoDiagnostic', (line: string) => note(`page: ${line}`))
  await page.addInitScript(pageDiagnostics)
  return async () => {
    const now = await page
      .evaluate(() => {
        const kit = (window as unknown as { portico?: { getAccount(): { status: string } } }).portico
        const modal = document.querySelector('portico-modal')?.shadowRoot
        const view = modal?.querySelector('[role=dialog] h2, [role=dialog] h1')?.textContent ?? 'closed'
        return `view=${view} status=${kit?.getAccount().status} modal text=${JSON.stringify((modal?.textContent ?? '').slice(0, 400))}`
      })
      .catch((error: unknown) => `page unreadable: ${String(error)}`)
    console.error(`Page timeline (${page.url()}):\n${lines.join('\n')}\nnow: ${now}`)
  }
}

/** Runs in the page: reports clicks (what they landed on), views and the account status to `__porticoDiagnostic`. */
function pageDiagnostics(): void {
  const w = window as unknown as Record<string, unknown>
  const report = (line: string) => (w['__porticoDiagnostic'] as ((line: string) => void) | undefined)?.(line)
  const describe = (target: EventTarget | undefined) => {
    const el = target as Element | undefined
    const button = el?.closest?.('button,a,[role=button]')
    return `${el?.tagName?.toLowerCase()} "${(button ?? el)?.textContent?.trim().slice(0, 60) ?? ''}"`
  }
  for (const type of ['pointerdown', 'click'])
    window.addEventListener(type, (event) => report(`${type} on ${describe(event.composedPath()[0])}`), true)
  let kit: unknown
  Object.defineProperty(window, 'portico', {
    configurable: true,
    get: () => kit,
    set(value: { subscribeState(cb: () => void): () => void; subscribeAccount(cb: (a: { status: string }) => void): () => void; subscribeEvents(cb: (e: { event: string }) => void): () => void }) {
      kit = value
      let view = ''
      // The view, as a person reads it: the modal's heading.
      const current = () =>
        document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog] h2, [role=dialog] h1')?.textContent ?? 'closed'
      const watchView = () => {
        if (current() !== view) report(`view ${(view = current())}`)
      }
      value.subscribeState(watchView)
      value.subscribeEvents((e) => {
        report(`event ${e.event}`)
        watchView()
      })
      let status = ''
      value.subscribeAccount((a) => a.status !== status && report(`status ${(status = a.status)}`))
      setInterval(watchView, 250)
    },
  })
}

/** The modal's dialog, found by its accessible name (the header title). */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** A control of the demo page or the modal, by role and exact name. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** What the demo page shows of the connection (`status`, `address`, `network`, `wallet`, `modal`). */
export const shown = (page: Page, field: string) => page.getByTestId(field)

/**
 * Waits until the Connect view has the directory's wallets (the All Wallets row's count). The card is centred,
 * so rows that arrive below a row still move it: a click sent meanwhile can land on another row. (The
 * WalletConnect row stands in before its plugin loads, so the plugin's arrival moves nothing.)
 */
export async function connectViewLoaded(page: Page): Promise<void> {
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: 'All Wallets', exact: true }).locator('.pt-tag').waitFor()
}

/**
 * Reads the WalletConnect pairing uri from the QR code view the way a user passes it on: Copy link, then the
 * clipboard. Call it once the modal is on its way to a QR code (WalletConnect or a directory wallet picked).
 */
export async function pairingUri(page: Page): Promise<string> {
  const modal = page.locator('portico-modal')
  await modal.getByRole('img', { name: 'QR code to scan with your phone' }).waitFor()
  await modal.getByRole('button', { name: 'Copy link', exact: true }).click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  if (!/^wc:[0-9a-f]{64}@2\?/u.test(uri)) throw new Error(`Not a WalletConnect pairing uri: ${uri}`)
  return uri
}

/** Opens the modal with the host's Connect button and connects the injected test wallet. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await dialog(page, 'Connect Wallet').waitFor()
  await connectViewLoaded(page)
  await button(page, 'Portico Test Wallet').click()
  await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
}

/**
 * What the routed request would have got from its server. A kept-alive connection the server closes (its idle
 * timeout) just as it is reused fails with ECONNRESET; a browser asks again on a fresh one, and so does this, once.
 */
export async function fetchRoute(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch()
  } catch (error) {
    if (!/ECONNRESET|socket hang up/u.test(String(error))) throw error
    return route.fetch()
  }
}

/**
 * Holds back the demo's script chunks that contain `marker` until the returned function is called, as a slow
 * network or a busy phone delays them. Call in `beforeLoad`.
 */
export async function holdScripts(page: Page, marker: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js$/u, async (route) => {
    const response = await fetchRoute(route)
    const body = await response.text()
    if (body.includes(marker)) await released
    await route.fulfill({ response, body })
  })
  return release
}

/** Where each element's top is, once the card's animations are done (what a person sees settled). */
export async function topsOf(page: Page, ...elements: Locator[]): Promise<number[]> {
  await animationsDone(page)
  return Promise.all(elements.map(async (element) => (await element.boundingBox())!.y))
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

/**
 * An EVM account of the calling test alone: a new key, with `ether` on every devnet chain (anvil_setBalance). Browser
 * test files run in parallel; a test that sends from an account, or counts what one holds, uses one of these
 * (README, "Browser tests"). Pass its `privateKey` to `openDemo`'s `wallet`.
 */
export async function newEvmAccount(ether = '100'): Promise<{ address: Address; privateKey: Hex }> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  for (const { rpcUrl } of inject('e2e').chains) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${parseEther(ether).toString(16)}`] }),
    })
    if (!response.ok) throw new Error(`anvil_setBalance: HTTP ${response.status}`)
  }
  return { address, privateKey }
}

/**
 * A Solana account of the calling test alone: a new ed25519 key (its seed as hex, like the devnet's accounts),
 * airdropped `lamports` on the local ledger when given; unfunded it is a receiver no other test counts.
 */
export async function newSolanaAccount(lamports = 0): Promise<{ address: string; secretKey: string }> {
  const secret = new Uint8Array(randomBytes(32))
  const address = base58.encode(ed25519.getPublicKey(secret))
  if (lamports > 0) {
    const response = await fetch(inject('e2e').solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, lamports] }),
    })
    const body = (await response.json()) as { error?: { message: string } }
    if (body.error) throw new Error(`requestAirdrop: ${body.error.message}`)
  }
  return { address, secretKey: Buffer.from(secret).toString('hex') }
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

/**
 * axe-core's WCAG 2.1 A and AA findings on the page, the modal's open shadow root included. axe is evaluated
 * through the browser's devtools protocol, which a page's Content Security Policy (the secure site's allows no
 * inline script) does not govern.
 */
export async function axeViolations(page: Page | Frame): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))
  // Colours are checked as they settle: a view fading in has, for its 150 ms, less contrast than it keeps. With
  // reduced motion the modal's animations take 1 ms (its own rule), so the ones under way end now.
  const tab = 'page' in page ? page.page() : page
  await tab.emulateMedia({ reducedMotion: 'reduce' })
  try {
    return await runAxe(page)
  } finally {
    await tab.emulateMedia({ reducedMotion: null })
  }
}

/**
 * Resolves once the page's and the modal's finite animations have ended and the card's height has caught up with
 * its view: what is measured then is the layout, not a frame of the card's entrance zoom (its scale makes a 56 px
 * row 55.96 px high), a view's fade, or a view taller than the card still clipped by it (the card follows its
 * view's size a render after the view has changed, then animates its height).
 */
export async function animationsDone(page: Page | Frame): Promise<void> {
  await page.evaluate(async () => {
    const modal = document.querySelector('portico-modal')?.shadowRoot
    // The card's body (AnimatedHeight) has the height of its content, or none set yet.
    const settled = () =>
      [...(modal?.querySelectorAll<HTMLElement>('.pt-body') ?? [])].every((body) => {
        const content = body.firstElementChild as HTMLElement | null
        return !body.style.height || !content || body.offsetHeight === content.offsetHeight
      })
    for (let tries = 0; tries < 100; tries++) {
      // A view that has just mounted starts its fade on its next style pass: two frames, and it is among the running.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const running = [...document.getAnimations(), ...(modal?.getAnimations() ?? [])]
      await Promise.all(running.filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)))
      if (settled()) return
    }
    throw new Error("The modal's card did not settle to its view's height")
  })
}

async function runAxe(page: Page | Frame): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  await animationsDone(page)
  return page.evaluate(async () => {
    type Node = { target: unknown[]; html: string; failureSummary?: string }
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: Node[] }[] }> } }).axe
    const { violations } = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
    // Each finding names its element and says why (a contrast finding gives both colours and the ratio), so a
    // failure that a rerun does not repeat still says what was on the page.
    const described = (n: Node) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`
    return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map(described) }))
  })
}
