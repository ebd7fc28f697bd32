import { useEffect, useLayoutEffect, useRef } from 'react'
import type { AppKit } from '../kernel/createInstance.js'
import { Modal } from './components/Modal.js'
import { KitContext, useKit } from './hooks/useKit.js'
import { StyleRootContext } from './hooks/useStyleSheet.js'
import { useSnap } from './hooks/useSnap.js'
import { formatNumber } from './i18n/format.js'
import { I18nProvider, useI18n } from './i18n/I18nContext.js'
import { applyTheme } from './theme.js'
import { getKernelApi } from '../kernel/internals.js'

/** The modal of one kit, rendered into a `<portico-modal>` element's shadow root. */
export function App({ kit, host, embedded }: { kit: AppKit; host: HTMLElement; embedded: boolean }) {
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
          <Root embedded={embedded} />
        </I18nProvider>
      </StyleRootContext.Provider>
    </KitContext.Provider>
  )
}

/**
 * The modal's root, in the language of the catalogue shown and its direction (mirrored right to left), with the
 * modal while it is open. While closed it reads only whether the modal is open, so what changes meanwhile
 * (connectors, the view) renders nothing.
 */
function Root({ embedded }: { embedded: boolean }) {
  const { locale, dir } = useI18n()
  const open = useSnap(getKernelApi(useKit()).state.modal).open || embedded

  // While closed, make the locale's first number format when the browser is idle: the first one costs tens of
  // milliseconds (more on a slow phone), and Connect's wallet count would otherwise pay it in open()'s frame.
  useEffect(() => {
    if (open) return
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback
    if (!idle) return
    const id = idle(() => void formatNumber(0, locale, 0))
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id)
  }, [open, locale])

  return (
    <div className="pt-root" lang={locale} dir={dir}>
      {open ? <Modal embedded={embedded} /> : null}
    </div>
  )
}
