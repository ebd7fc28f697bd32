// Runs in the page before any of its scripts (Playwright `addInitScript`), the same for Portico and AppKit, as
// `window.__bench`: watches once a frame for the modal's dialog to be visible, records long tasks and long animation
// frames, and for AllWallets times search results to paint and scrolls the list. Bundled by buildPages.ts.

/** The modal elements: Portico's, AppKit's (both names). */
const MODAL_HOSTS = 'portico-modal, w3m-modal, appkit-modal'

/** The modal's dialog: `role=dialog` (Portico) or `role=alertdialog` (AppKit's card). */
function findDialog(): HTMLElement | null {
  const root = document.querySelector(MODAL_HOSTS)?.shadowRoot
  return root?.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null
}

/**
 * Visible, the same test for both pages: the element has a non-zero box, and neither it nor any ancestor (across
 * shadow roots, up to the document) has `display: none`, `visibility: hidden` or a computed opacity of 0. A fade-in
 * counts from its first frame with opacity above 0.
 */
function isVisible(el: Element): boolean {
  const box = el.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) return false
  for (let node: Element | null = el; node; ) {
    const style = getComputedStyle(node)
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    const parent: Element | null = node.parentElement
    node = parent ?? ((node.getRootNode() as ShadowRoot).host || null)
  }
  return true
}

/** Names of the directory's wallets (`window.__BENCH__.walletNames`, from run.ts); empty on other pages. */
const directoryNames = () => new Set((window as unknown as { __BENCH__?: { walletNames?: string[] } }).__BENCH__?.walletNames ?? [])

/**
 * A directory wallet's row is laid out in the modal: a text node anywhere in the modal's shadow trees that reads a
 * directory wallet's name, in a visible element. The same walk for both pages.
 */
function directoryRowVisible(names: ReadonlySet<string>): boolean {
  const roots: (ShadowRoot | null | undefined)[] = [document.querySelector(MODAL_HOSTS)?.shadowRoot]
  while (roots.length) {
    const root = roots.pop()
    if (!root) continue
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) roots.push(node.shadowRoot)
      else if (names.has(node.textContent?.trim() ?? '') && node.parentElement && isVisible(node.parentElement)) return true
    }
  }
  return false
}

/** Portico's AllWallets list (`ul` named 'Wallets'), in the modal's shadow root. */
function walletList(): HTMLUListElement | null {
  return document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLUListElement>('ul[aria-label="Wallets"]') ?? null
}

/** The list shows results for `query`: at least one tile, and every tile's name (label or text) contains it. */
function showsResults(query: string): boolean {
  const tiles = [...(walletList()?.querySelectorAll('li button') ?? [])]
  const names = tiles.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '')
  return names.length > 0 && names.every((name) => name.toLowerCase().includes(query.toLowerCase()))
}

export interface SearchTiming {
  /** `responseEnd` of the search request (resource timing). */
  responseEnd: number
  /** When the results were in the DOM (MutationObserver on the modal's shadow root). */
  domAt: number
  /** When the first frame that shows them has been painted (a task posted from that frame's requestAnimationFrame). */
  paintedAt: number
  /** Frames that began after the response arrived, up to and including the one that paints the results. */
  frames: number
  /** Image requests that ended between the response and the paint. */
  imagesBetween: number
}

export interface ScrollTiming {
  durationMs: number
  frames: number
  /** Largest gap between two frames, and how many gaps were over 50 ms. */
  maxFrameGap: number
  framesOver50: number
  /** Long tasks (> 50 ms) during the scroll: [startTime, duration]. */
  longTasks: [number, number][]
  /** Long animation frames (> 50 ms) during the scroll: [duration, script ms, style+layout+paint ms, longest script]. */
  longFrames: [number, number, number, string][]
  /** Wallets in the list at the end. */
  items: number
}

interface Bench {
  /** `performance.now()` when the bench clicked the page's button; 0 with `?open=now` (navigation start). */
  openAt: number | undefined
  /** `performance.now()` of the first frame with a directory wallet's row visible in the dialog. */
  visibleAt: number | undefined
  /** `performance.now()` of the first frame with the dialog visible, whatever it shows. */
  dialogAt: number | undefined
  /** Long tasks (> 50 ms) seen since the page started: [startTime, duration]. */
  longTasks: [number, number][]
  /** Long animation frames (> 50 ms) since the page started: [startTime, duration, script ms, rendering ms, longest
   * script as "invoker (file) ms"]. */
  longFrames: [number, number, number, number, string][]
  /** Clicks the page's Connect button and starts watching for the dialog. */
  clickOpen(): void
  /** Resolves with `[visibleAt - openAt, dialogAt - openAt]` once a directory wallet's row is visible. */
  whenVisible(): Promise<[number, number]>
  /** Resolves in the browser's next idle period. */
  idle(): Promise<void>
  /** AllWallets: wallets in the list (its `aria-setsize`), 0 when it is not shown. */
  listSize(): number
  /** AllWallets: resolves when results for `query` are painted (call it, then type the query). */
  searchPaint(query: string): Promise<SearchTiming>
  /** AllWallets: scrolls the list by `step` px a frame until its end, loading every page on the way. */
  scrollAll(step: number): Promise<ScrollTiming>
}

declare global {
  interface Window {
    __bench: Bench
  }
}

function install() {
  if (window !== window.top) return
  let waiters: (() => void)[] = []
  const bench: Bench = {
    openAt: undefined,
    visibleAt: undefined,
    dialogAt: undefined,
    longTasks: [],
    longFrames: [],
    clickOpen() {
      bench.visibleAt = undefined
      bench.dialogAt = undefined
      bench.openAt = performance.now()
      document.getElementById('open')!.click()
      watch()
    },
    whenVisible: () =>
      new Promise((resolve) => {
        const done = () => resolve([bench.visibleAt! - bench.openAt!, bench.dialogAt! - bench.openAt!])
        if (bench.visibleAt !== undefined) done()
        else waiters.push(done)
      }),
    idle: () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    listSize: () => Number(walletList()?.querySelector('li')?.getAttribute('aria-setsize') ?? 0),
    searchPaint: (query) =>
      new Promise((resolve) => {
        const root = document.querySelector('portico-modal')!.shadowRoot!
        let domAt: number | undefined
        const observer = new MutationObserver(() => {
          if (domAt === undefined && showsResults(query)) domAt = performance.now()
        })
        observer.observe(root, { subtree: true, childList: true, attributes: true })
        const frames: number[] = []
        requestAnimationFrame(function frame(time) {
          frames.push(time)
          if (domAt === undefined || !showsResults(query)) return void requestAnimationFrame(frame)
          observer.disconnect()
          // This frame paints the results: a task posted now runs once its rendering (paint) is done.
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            const paintedAt = performance.now()
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
            const search = resources.filter((e) => e.name.includes(`search=${encodeURIComponent(query)}`)).at(-1)!
            const between = (e: PerformanceResourceTiming) => e.responseEnd > search.responseEnd && e.responseEnd <= paintedAt
            resolve({
              responseEnd: search.responseEnd,
              domAt: domAt!,
              paintedAt,
              frames: frames.filter((t) => t > search.responseEnd).length,
              imagesBetween: resources.filter((e) => e.name.includes('Image/') && between(e)).length,
            })
          }
          channel.port2.postMessage(null)
        })
      }),
    scrollAll: (step) =>
      new Promise((resolve) => {
        const scroller = walletList()!.parentElement!
        const start = performance.now()
        const gaps: number[] = []
        let last = start
        let atEndSince: number | undefined
        requestAnimationFrame(function frame(time) {
          if (time > start) gaps.push(time - last)
          last = time
          if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
            scroller.scrollTop += step
            atEndSince = undefined
          } else if (time - (atEndSince ??= time) > 3000) {
            // At the end for 3 s and no next page came: the whole list is loaded.
            const items = walletList()!.querySelector('li')?.getAttribute('aria-setsize')
            return resolve({
              durationMs: atEndSince - start,
              frames: gaps.length,
              maxFrameGap: Math.max(...gaps),
              framesOver50: gaps.filter((g) => g > 50).length,
              longTasks: bench.longTasks.filter(([at]) => at >= start),
              longFrames: bench.longFrames.filter(([at]) => at >= start).map(([, ...rest]) => rest),
              items: Number(items),
            })
          }
          requestAnimationFrame(frame)
        })
      }),
  }
  window.__bench = bench

  // One check a frame, from the click (or from navigation start with `?open=now`) until the dialog shows.
  function watch() {
    requestAnimationFrame(function frame() {
      const dialog = findDialog()
      const shown = dialog && isVisible(dialog)
      if (shown) bench.dialogAt ??= performance.now()
      if (shown && directoryRowVisible(directoryNames())) {
        bench.visibleAt = performance.now()
        for (const done of waiters) done()
        waiters = []
      } else requestAnimationFrame(frame)
    })
  }
  if (new URLSearchParams(location.search).get('open') === 'now') {
    bench.openAt = 0
    watch()
  }

  // AllWallets loads an image per wallet: keep every resource timing entry.
  performance.setResourceTimingBufferSize(100_000)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask' })
  // Chromium's Long Animation Frames: splits a slow frame into script and rendering (style, layout, paint).
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LongAnimationFrame[]) {
        const script = entry.scripts.reduce((sum, s) => sum + s.duration, 0)
        const rendering = entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0
        const top = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0]
        const where = top ? `${top.invoker} (${top.sourceURL.split('/').pop()}) ${top.duration.toFixed(0)} ms` : ''
        bench.longFrames.push([entry.startTime, entry.duration, script, rendering, where])
      }
    }).observe({ type: 'long-animation-frame' })
  }
}

/** The fields of PerformanceLongAnimationFrameTiming the probe reads (not in TypeScript's DOM types yet). */
interface LongAnimationFrame extends PerformanceEntry {
  renderStart: number
  scripts: { duration: number; invoker: string; sourceURL: string }[]
}

install()
