import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { AppKit } from '../kernel/createInstance.js'
import { Modal } from './components/Modal.js'
import { loadCoreView } from './components/ViewHost.js'
import { KitContext, useKit } from './hooks/useKit.js'
import { StyleRootContext } from './hooks/useStyleSheet.js'
import { useSnap, useSnapValue } from './hooks/useSnap.js'
import { I18nProvider, useI18n } from './i18n/I18nContext.js'
import { applyTheme } from './theme.js'
import { getKernelApi } from '../kernel/internals.js'

/**
 * The modal of one kit, rendered into a `<portico-modal>` element's shadow root. `nextView`: the view `open()` would
 * show (the kernel's rule), once what the idle prefetch fetches is in.
 */
export function App({ kit, host, embedded, nextView }: { kit: AppKit; host: HTMLElement; embedded: boolean; nextView: () => Promise<string> }) {
  const theme = useSnap(getKernelApi(kit).state.theme)
  const applied = useRef(new Set<string>())
  useLayoutEffect(() => {
    applyTheme(host, theme.themeMode, theme.themeVariables, applied.current)
  }, [host, theme.themeMode, theme.themeVariables])
  useLayoutEffect(() => {
    const names = applied.current
    return () => {
      for (const name of names) host.style.removeProperty(name)
      names.clear()
      delete host.dataset.theme
    }
  }, [host])
  return (
    <KitContext.Provider value={kit}>
      <StyleRootContext.Provider value={host.shadowRoot ?? undefined}>
        <I18nProvider locale={theme.locale} plugins={getKernelApi(kit).state.plugins}>
          <Root embedded={embedded} nextView={nextView} />
        </I18nProvider>
      </StyleRootContext.Provider>
    </KitContext.Provider>
  )
}

/**
 * The view the closed modal lays out ahead. Connect's effects fetch only what the idle prefetch fetches; another
 * view's may start something (a pairing, a balance), so only Connect is laid out before it is asked for.
 */
const AHEAD_VIEW = 'Connect'

/**
 * The modal's root, in the language of the catalogue shown and its direction (mirrored right to left), with the
 * modal while it is open. While closed it reads only whether the modal is open, so what changes meanwhile
 * (connectors, the view) renders nothing, until the browser is idle: then, when open() would show Connect, the
 * modal is rendered and laid out hidden (`pt-ahead`: invisible, its animations held), so open() only shows it and
 * starts its fade. Each close unmounts it, so every open starts fresh, as before.
 */
function Root({ embedded, nextView }: { embedded: boolean; nextView: () => Promise<string> }) {
  const { locale, dir } = useI18n()
  const open = useSnapValue(getKernelApi(useKit()).state.modal, (modal) => modal.open) || embedded
  const [ahead, setAhead] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    setAhead(false)
  }

  // While closed, when the browser is idle, Connect laid out ahead (its first render also makes the locale's first
  // number format, which costs tens of milliseconds on a slow phone).
  useEffect(() => {
    if (open || ahead) return
    const w = globalThis as { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (id: number) => void }
    let live = true
    // Once what it shows is in (its code, its plugins' rows, the wallets), so that it renders once, not with each.
    const id = (w.requestIdleCallback ?? setTimeout)(
      () => void nextView().then((view) => view === AHEAD_VIEW && loadCoreView(view).then(() => live && setAhead(true))),
    ) as number
    return () => {
      live = false
      ;(w.cancelIdleCallback ?? clearTimeout)(id)
    }
  }, [open, ahead, nextView])

  return (
    <div className={open ? 'pt-root' : 'pt-root pt-ahead'} lang={locale} dir={dir}>
      {open || ahead ? <Modal embedded={embedded} ahead={open ? undefined : AHEAD_VIEW} /> : null}
    </div>
  )
}
