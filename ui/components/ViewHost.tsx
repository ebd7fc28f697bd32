import { Component, lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import type { ViewLoader, ViewProps } from '../../kernel/plugins/definePlugin.js'
import { useKernel } from '../hooks/useKit.js'
import { useI18n } from '../i18n/I18nContext.js'
import { coreViews } from '../views/coreViews.js'
import { LoadingView } from './Spinner.js'

/**
 * A view's module. `revealAfter`: for a view that asks a wallet as it arrives and only says so (Switch Network), how
 * long after its arrival with `data` it shows, so a wallet that answers at once never shows it; meanwhile it is
 * mounted hidden (it asks) and the view before it stays (`useShownView`).
 */
type ViewModule = { default: ComponentType<ViewProps>; revealAfter?: (data: unknown) => number }

const components = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType<ViewProps>>>()
/** View modules already fetched: they render at once, without a spinner frame. */
const modules = new WeakMap<ViewLoader, ViewModule>()

function load(loader: ViewLoader): Promise<ViewModule> {
  return (loader as () => Promise<ViewModule>)().then((module) => {
    modules.set(loader, module)
    return module
  })
}

/**
 * Fetches a view's module ahead of rendering it (a Connect slot): once in, `lazyView` renders it at once, without
 * suspending, so React does not hold its reveal back (it throttles what a Suspense boundary reveals).
 */
export function preloadView(loader: ViewLoader): Promise<ViewModule> {
  return modules.get(loader) ? Promise.resolve(modules.get(loader) as ViewModule) : load(loader)
}

/** Whether a view's module is in (`lazyView` then renders it without suspending). */
export const isViewLoaded = (loader: ViewLoader): boolean => modules.has(loader)

/** The lazy component of a registered view (or Connect slot), one per loader; at once when already fetched. */
export function lazyView(loader: ViewLoader): LazyExoticComponent<ComponentType<ViewProps>> {
  let component = components.get(loader)
  if (!component) {
    component = lazy(() => {
      const module = modules.get(loader)
      // A thenable that answers at once: React.lazy then renders without suspending.
      return module ? ({ then: (resolve: (m: ViewModule) => void) => resolve(module) } as Promise<ViewModule>) : load(loader)
    })
    components.set(loader, component)
  }
  return component
}

export class ViewErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

let prefetched = false

/** Starts fetching core views' chunks now (the modal mounts: it is about to show one of them). */
export function prefetchViews(names: readonly string[]): void {
  for (const name of names) {
    const loader = coreViews[name as keyof typeof coreViews]
    // A prefetch: a view whose chunk fails now asks for it again when it renders, and shows the failure there.
    if (loader) void load(loader).catch(() => {})
  }
}

/**
 * Fetches a core view's chunk, resolving once it is in (at once when it already is), so the view's first render
 * is the view and not a spinner; never rejects (a chunk that fails shows as the view's error when it renders).
 */
export function loadCoreView(name: string): Promise<void> {
  const loader = coreViews[name as keyof typeof coreViews]
  if (!loader || modules.has(loader)) return Promise.resolve()
  return load(loader).then(
    () => {},
    () => {}, // the view asks for its chunk again when it renders, and shows the failure there
  )
}

/**
 * Fetches every core view's chunk once, when the browser is idle, with what `also` fetches; returns the function
 * that cancels it.
 */
export function prefetchCoreViews(also: readonly (() => Promise<unknown>)[] = []): (() => void) | undefined {
  if (prefetched) return undefined
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback
  const run = () => {
    prefetched = true
    // A prefetch, as in prefetchViews().
    for (const loader of Object.values(coreViews)) if (loader) void load(loader).catch(() => {})
    for (const fetch of also) void fetch().catch(() => {}) // a prefetch too: what it fetches, its use fetches again
  }
  if (!idle) {
    const timer = setTimeout(run, 1000)
    return () => clearTimeout(timer)
  }
  const id = idle(run)
  return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id)
}

/** How long a view whose plugin is still loading may take before the modal says it is not available. */
const MISSING_VIEW_WAIT_MS = 5000

/** A view's loader: a plugin's registered view, else the UI's own; renders again when the view registry changes. */
function useViewLoader(view: string): ViewLoader | undefined {
  const kernel = useKernel()
  const subscribeViews = useCallback((onChange: () => void) => kernel.subscribeViews(onChange), [kernel])
  const readLoader = useCallback(() => kernel.getView(view) ?? coreViews[view], [kernel, view])
  return useSyncExternalStore(subscribeViews, readLoader, readLoader)
}

/** What the card shows (`useShownView`). */
export interface ShownView {
  view: string
  data: unknown
  back: boolean
  /** The router's view is not shown yet: its code is on its way, or it waits to be revealed (`pending`). */
  waiting: boolean
  /** The router's view, mounted hidden until its reveal (its module's `revealAfter`), when it has one. */
  pending?: { view: string; data: unknown } | undefined
}

/**
 * The view the card shows, with its data and whether it can go back: `view`'s once its code is in (a plugin view's
 * English comes with it, and a view of a plugin still loading once the plugin has registered it). Until then the view
 * shown before stays, Back as it was, so the card goes from one to the other at once, rather than shrinking to a
 * spinner and growing again; the first view, with none before it, shows its spinner (ViewHost). A chunk that fails
 * lets the view through, to show its failure, as does a view no plugin registers within `MISSING_VIEW_WAIT_MS`.
 * A view pushed over another whose module has `revealAfter` shows that long after it arrived; it is `pending`
 * meanwhile, and gone unseen if the router moves on first (a wallet that answers at once).
 *
 * @example
 * const shown = useShownView(router.view, router.data, router.history.length > 1) // Connect's while EmailVerifyOtp loads
 */
export function useShownView(view: string, data: unknown, back: boolean): ShownView {
  const loader = useViewLoader(view)
  // A loader whose fetch has ended, in or failed (a function, so kept through an updater); a view not registered in time.
  const [settled, setSettled] = useState<ViewLoader>()
  const [unregistered, setUnregistered] = useState<string>()
  const ready = loader ? isViewLoaded(loader) || settled === loader : unregistered === view
  const [shown, setShown] = useState({ view, data, back })
  // The data whose reveal time has come (kept through an updater: data may be any value).
  const [revealed, setRevealed] = useState<{ data: unknown }>()
  const delay = ready && back && shown.view !== view && revealed?.data !== data ? (loader && modules.get(loader)?.revealAfter?.(data)) || 0 : 0
  if (ready && !delay && (shown.view !== view || shown.data !== data || shown.back !== back)) setShown({ view, data, back })
  useEffect(() => {
    if (ready) return undefined
    let live = true
    const done = () => live && setSettled(() => loader)
    if (loader) preloadView(loader).then(done, done)
    const timer = loader ? undefined : setTimeout(() => setUnregistered(view), MISSING_VIEW_WAIT_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [ready, loader, view])
  useEffect(() => {
    if (!delay) return undefined
    const timer = setTimeout(() => setRevealed({ data }), delay)
    return () => clearTimeout(timer)
  }, [delay, data])
  if (delay) return { ...shown, waiting: true, pending: { view, data } }
  return ready ? { view, data, back, waiting: false } : { ...shown, waiting: true }
}

/**
 * Renders a view by name: a plugin's registered view, else the UI's own; lazily, with a spinner while its chunk
 * loads, so the modal is never empty. The view registry is subscribed to, so a view that registers late (its
 * plugin still loading) renders the moment it arrives.
 */
export function ViewHost({ view, data }: { view: string; data?: unknown }) {
  const { t } = useI18n()
  const loader = useViewLoader(view)
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    setGaveUp(false)
    if (loader) return undefined
    const timer = setTimeout(() => setGaveUp(true), MISSING_VIEW_WAIT_MS)
    return () => clearTimeout(timer)
  }, [loader, view])
  if (!loader) return gaveUp ? <p className="pt-empty">{t('modal.viewUnavailable')}</p> : <LoadingView />
  const View = lazyView(loader)
  return (
    <ViewErrorBoundary key={view} fallback={<p className="pt-empty">{t('modal.viewFailed')}</p>}>
      <Suspense fallback={<LoadingView />}>
        <View data={data as never} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
