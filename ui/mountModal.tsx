import { loadCoreView, prefetchViews } from './components/ViewHost.js'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { AppKit } from '../kernel/createInstance.js'
import { App } from './App.js'
import { browserLanguages } from './i18n/locales.js'
import { preloadCatalogue } from './i18n/translate.js'
import { modalCss } from './styles/modalCss.js'
import { viewsCss } from './styles/viewsCss.js'
import { getKernelApi } from '../kernel/internals.js'
import { adoptCss } from './hooks/useStyleSheet.js'

/** The modal's element (SPEC.md §2): one is appended to `document.body`, or the host places it. */
export const MODAL_TAG = 'portico-modal'

interface Mount {
  kit: AppKit
  /** The element this mount appended; undefined when the host places `<portico-modal>` itself. */
  appended: HTMLElement | undefined
  roots: Map<HTMLElement, Root>
  /** The view `open()` would show (the kernel's rule, SPEC.md §2), once the idle prefetch is in. */
  nextView: () => Promise<string>
}

/** Live mounts, newest last. */
const mounts: Mount[] = []

function claims(mount: Mount, el: HTMLElement): boolean {
  return mount.appended ? el === mount.appended : true
}

/** Unmounts `mount`'s rendering into `el`, if any. */
function unmount(mount: Mount, el: HTMLElement): void {
  mount.roots.get(el)?.unmount()
  mount.roots.delete(el)
  el.shadowRoot?.querySelector('[data-portico-root]')?.remove()
}

function detach(el: HTMLElement): void {
  for (const mount of mounts) if (mount.roots.has(el)) unmount(mount, el)
}

/**
 * Renders `mount`'s kit into `el`, taking the element over from an older mount. The element the mount appended
 * itself renders in this task (`flushSync`), so its subscriptions are in place when `open()`, which waits for the
 * mount, opens it: the open view then renders in a microtask, not in a task of React's scheduler queued behind
 * what the page does meanwhile. An element the host placed renders in its turn (it may be in the host's own React
 * commit, where a synchronous render cannot happen).
 */
function attach(mount: Mount, el: HTMLElement): void {
  if (mount.roots.has(el)) return
  detach(el)
  const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
  adoptCss(shadow, modalCss + viewsCss)
  const container = document.createElement('div')
  container.dataset.porticoRoot = ''
  shadow.append(container)
  const root = createRoot(container)
  mount.roots.set(el, root)
  const embedded = Boolean(getKernelApi(mount.kit).options.enableEmbedded)
  const app = <App kit={mount.kit} host={el} embedded={embedded} nextView={mount.nextView} />
  if (el === mount.appended) flushSync(() => root.render(app))
  else root.render(app)
}

function defineElement(): void {
  if (customElements.get(MODAL_TAG)) return
  customElements.define(
    MODAL_TAG,
    class PorticoModalElement extends HTMLElement {
      connectedCallback() {
        const mount = [...mounts].reverse().find((m) => claims(m, this))
        if (mount) attach(mount, this)
      }
      disconnectedCallback() {
        // A host framework may move the element: only a removal that sticks unmounts it.
        queueMicrotask(() => {
          if (!this.isConnected) detach(this)
        })
      }
    },
  )
}

/**
 * Fetches the code of a view the UI provides (the kernel's `UiModule.loadView`): `open()` waits for it, so the
 * modal's first frame shows the view itself rather than a spinner that the view then replaces.
 *
 * @example
 * await loadView('Connect')
 */
export const loadView: (view: string) => Promise<void> = loadCoreView

/**
 * Mounts the modal of `kit` (the kernel's `UiModule`, called once in a browser before the first open): one
 * `<portico-modal>` appended to `document.body`, or, with `disableAppend` or `enableEmbedded`, every
 * `<portico-modal>` the host places (now or later). React renders into the element's open shadow root, styled by
 * constructable style sheets and themed by custom properties on the element. Returns the function that
 * unmounts everything it created.
 *
 * @example
 * const unmount = mount(kit, async () => 'Connect')
 */
export function mount(kit: AppKit, nextView: () => Promise<string>): () => void {
  const { options, state, account } = getKernelApi(kit)
  // Start fetching a non-English catalogue now, so the first open shows it at once, and the views a first open
  // shows, alongside the modal's own code rather than after it has rendered.
  preloadCatalogue(state.theme.locale, browserLanguages())
  // The view open() would show now (SPEC.md §2): Account only for a visitor already connected.
  prefetchViews([state.router.view, account.get()?.address ? 'Account' : 'Connect'])
  const hostPlaced = Boolean(options.disableAppend || options.enableEmbedded)
  defineElement()
  const entry: Mount = { kit, appended: hostPlaced ? undefined : document.createElement(MODAL_TAG), roots: new Map(), nextView }
  mounts.push(entry)
  if (entry.appended) document.body.append(entry.appended)
  else for (const el of document.querySelectorAll<HTMLElement>(MODAL_TAG)) attach(entry, el)
  return () => {
    const at = mounts.indexOf(entry)
    if (at >= 0) mounts.splice(at, 1)
    for (const el of [...entry.roots.keys()]) unmount(entry, el)
    entry.appended?.remove()
  }
}
