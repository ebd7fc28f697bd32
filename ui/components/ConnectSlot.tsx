import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { ConnectMethod } from '../../kernel/features/types.js'
import type { ViewName } from '../../kernel/types/registries.js'
import { useKernel } from '../hooks/useKit.js'
import { useI18n } from '../i18n/I18nContext.js'
import { isViewLoaded, lazyView, preloadView, ViewErrorBoundary } from './ViewHost.js'

/**
 * A plugin's view shown in place in Connect at its method's turn (SPEC.md §2; `registerConnectMethod` with
 * `inline`), fetched lazily. Until it arrives (its plugin still loading, or its chunk) the slot is a blank box of
 * the height the method's view takes, so the rows under it do not move when it shows. `single`: the view shows one
 * row only (one social provider), so the blank box is one row high.
 */
export function ConnectSlot({ method, view: name, single = false }: { method: ConnectMethod; view: ViewName; single?: boolean }) {
  const kernel = useKernel()
  const { t } = useI18n()
  const subscribe = useCallback((onChange: () => void) => kernel.subscribeViews(onChange), [kernel])
  const read = useCallback(() => kernel.getView(name), [kernel, name])
  const loader = useSyncExternalStore(subscribe, read, read)
  // The component's chunk is fetched first and rendered once in: suspended, its reveal would wait for React's
  // Suspense throttling (about 300 ms) after the chunk arrived.
  const [failed, setFailed] = useState(false)
  const [, setLoaded] = useState(0)
  useEffect(() => {
    if (!loader || isViewLoaded(loader)) return undefined
    let live = true
    preloadView(loader).then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [loader])
  const Component = loader && isViewLoaded(loader) ? lazyView(loader) : undefined
  return (
    <div className={`pt-slot pt-slot-${method}${single ? ' pt-slot-single' : ''}`}>
      {failed ? (
        <p className="pt-empty">{t('modal.viewFailed')}</p>
      ) : Component ? (
        <ViewErrorBoundary fallback={<p className="pt-empty">{t('modal.viewFailed')}</p>}>
          <Suspense fallback={null}>
            <Component data={undefined} />
          </Suspense>
        </ViewErrorBoundary>
      ) : null}
    </div>
  )
}
