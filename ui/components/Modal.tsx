import { memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useKit } from '../hooks/useKit.js'
import { useSnap } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { afterPaint, deepActiveElement, focusableElements, trapFocusIndex } from './focusTrap.js'
import { Icon } from './icons.js'
import type { ViewLoader } from '../../kernel/plugins/definePlugin.js'
import { isViewLoaded, lazyView, prefetchCoreViews, preloadView, useShownView, ViewHost } from './ViewHost.js'
import { viewTitle } from './viewTitle.js'
import { getKernelApi } from '../../kernel/internals.js'

const TITLE_ID = 'pt-title'

/**
 * Animates the card's height (SPEC.md §9: 150 ms) by following its content's size. The body clips (`overflow:
 * clip`, modalCss): were it a scroll container, a control of a taller view still cut off by the animation and
 * scrolled into view (keyboard focus, a tap) would move when the body reaches its height, under the pointer.
 */
function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const el = inner.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="pt-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}

/** The view, rendered again only when it or its data change (not when the modal that was laid out ahead opens). */
const View = memo(ViewHost)

/** The card's parts that most visits never show, as view loaders: the kernel's alert and the snack message bar. */
const parts = {
  alert: () => import('./AlertBanner.js').then((m) => ({ default: m.AlertBanner })),
  snack: () => import('./Snackbar.js').then((m) => ({ default: m.Snackbar })),
} satisfies Record<string, ViewLoader>

/**
 * A part of the card (its code and CSS) fetched the first time its slice of the state opens, or when the browser
 * is idle after the first open; once in it renders at once (`lazyView`), so the next one shows in the same frame as
 * its state.
 */
function CardPart({ load, slice }: { load: ViewLoader; slice: { open: boolean } }) {
  const { open } = useSnap(slice)
  const [, setLoaded] = useState(0)
  useEffect(() => {
    if (isViewLoaded(load) || !open) return undefined
    let live = true
    preloadView(load).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined, // fetched again the next time the part opens
    )
    return () => {
      live = false
    }
  }, [open, load])
  const Part = isViewLoaded(load) ? lazyView(load) : undefined
  return Part ? (
    <Suspense fallback={null}>
      <Part data={undefined} />
    </Suspense>
  ) : null
}

/**
 * The open modal: a labelled dialog with header (Back, title, Close), the
 * kernel's alert, the current view and the snack message bar. As an overlay it traps focus, closes on Escape and
 * on a click outside, and gives focus back on close; embedded it renders inline and always shows the current view.
 * `ahead`: the view it shows while closed (App renders it hidden then, laid out ahead of open()), doing nothing else.
 */
export function Modal({ embedded, ahead }: { embedded: boolean; ahead?: string | undefined }) {
  const kit = useKit()
  const i18n = useI18n()
  const { t } = i18n
  const kernel = getKernelApi(kit)
  const modal = useSnap(kernel.state.modal)
  const router = useSnap(kernel.state.router)
  const connectors = useSnap(kernel.state.connectors)
  const card = useRef<HTMLDivElement>(null)
  const overlayDown = useRef(false)

  // Focus goes back on close to where it was on open; the effect below moves it in (in the same task, as the
  // modal opens from a store update, whose effects React runs at once).
  useLayoutEffect(() => {
    if (embedded || ahead) return
    const previous = deepActiveElement()
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true })
    }
  }, [embedded, ahead])
  // The router's view once its code is in; the one before it meanwhile (useShownView).
  const { view, data, back, waiting, pending } = useShownView(ahead ?? router.view, ahead ? undefined : router.data, !ahead && router.history.length > 1)

  // Focus moves in on open, and stays inside when a view change removes the focused element: once the frame that
  // shows the dialog is painted. Done in the commit, focus() would lay the whole card out at once, and its focusin,
  // a discrete event, would make React render what is pending there too, all before that frame.
  useEffect(() => {
    if (embedded || ahead) return
    return afterPaint(() => {
      const el = card.current
      const root = el?.getRootNode() as Document | ShadowRoot | undefined
      const active = root?.activeElement
      if (el && (!active || !el.contains(active))) el.focus({ preventScroll: true })
    })
  }, [embedded, ahead, view])

  // Once the first view shows, fetch the other core views and the card's parts while the browser is idle: no
  // spinner on the next step.
  useEffect(() => (ahead ? undefined : prefetchCoreViews(Object.values(parts).map((load) => () => preloadView(load)))), [ahead])

  // Escape closes (the kernel may refuse and shake); Tab and Shift+Tab cycle inside the dialog.
  useEffect(() => {
    if (embedded || ahead) return
    const onKeyDown = (event: KeyboardEvent) => {
      const el = card.current
      if (!el || event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        kit.close()
      } else if (event.key === 'Tab') {
        const focusable = focusableElements(el)
        const root = el.getRootNode() as Document | ShadowRoot
        const current = focusable.indexOf(root.activeElement as HTMLElement)
        const next = trapFocusIndex(focusable.length, current, event.shiftKey)
        if (next === undefined) return
        event.preventDefault()
        ;(next < 0 ? el : (focusable[next] as HTMLElement)).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [kit, embedded, ahead])

  const plugins = kernel.state.plugins
  // A plugin view whose English is still on its way (it comes with the view's code) gets its title with the view.
  const titleComing = Object.values(plugins).some((p) => typeof p.strings?.en === 'function' && p.views.includes(view))
  const title = titleComing ? '' : viewTitle(view, data as Record<string, unknown> | undefined, connectors.list, i18n)
  const dialog = (
    <div
      ref={card}
      className={`pt-card${modal.shake ? ' pt-shake' : ''}${embedded ? ' pt-card-embedded' : ''}`}
      role="dialog"
      aria-modal={embedded ? undefined : 'true'}
      aria-labelledby={TITLE_ID}
      aria-busy={waiting || undefined}
      tabIndex={-1}
    >
      <header className="pt-header">
        {back ? (
          <button type="button" className="pt-icon-btn" aria-label={t('modal.back')} onClick={() => kernel.router.goBack()}>
            <Icon name="back" />
          </button>
        ) : (
          <span className="pt-icon-space" />
        )}
        <h2 id={TITLE_ID} key={title} className="pt-title">
          {title}
        </h2>
        {embedded || !kernel.canClose(view) ? (
          // SPEC.md §4: while a required sign-in waits, closing does nothing, so no × is offered.
          <span className="pt-icon-space" />
        ) : (
          <button type="button" className="pt-icon-btn" aria-label={t('modal.close')} onClick={() => kit.close()}>
            <Icon name="close" />
          </button>
        )}
      </header>
      <CardPart load={parts.alert} slice={kernel.state.alert} />
      <AnimatedHeight>
        <div key={view} className="pt-view">
          <View view={view} data={data} />
        </div>
        {pending ? (
          // Keyed by its name as the view above is: once revealed, it is that view, not mounted a second time.
          <div key={pending.view} className="pt-view" hidden>
            <View view={pending.view} data={pending.data} />
          </div>
        ) : null}
      </AnimatedHeight>
      <CardPart load={parts.snack} slice={kernel.state.snackbar} />
    </div>
  )
  if (embedded) return <div className="pt-embedded">{dialog}</div>
  return (
    <div
      className="pt-overlay"
      onMouseDown={(event) => (overlayDown.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (overlayDown.current && event.target === event.currentTarget) kit.close()
        overlayDown.current = false
      }}
    >
      {dialog}
    </div>
  )
}
