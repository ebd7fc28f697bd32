import { getActiveAddress } from '../connection/accountState.js'
import type { AppKit } from '../createInstance.js'
import type { Kernel } from '../kernel.js'
import type { BuiltinPlugin } from '../plugins/createPluginHost.js'
import type { KernelApi } from '../plugins/kernelApi.js'

/**
 * The built-in plugins a visitor meets in Connect before any click: those whose rows show in place there (the
 * email field, the social row). The idle prefetch loads them, so the Connect the closed modal lays out ahead has
 * their rows; their setup waits for a row's use or the first open (`setupOnUse`). The others come after the first
 * open's first frame, or when an account connects.
 */
const inConnect = (plugin: BuiltinPlugin) => plugin.registers?.connectMethods?.some((method) => method.inline)

/**
 * How long the modal, its code in, waits for Connect's directory wallets before it mounts. Mounted with them, Connect
 * renders once with its rows; mounted without, it renders their blank rows, then again with the rows, and the
 * directory's answer waits to be read behind the first render. A directory slower than this shows the blank rows
 * first.
 */
export const CONNECT_WALLETS_WAIT_MS = 150

/** The modal UI module: mounts the modal for a kit and returns the function that unmounts it. */
export interface UiModule {
  /**
   * `nextView`: resolves, once what the idle prefetch fetches is in, with the view `open()` would show then without
   * one asked for, for the closed modal to lay it out ahead.
   */
  mount(kit: AppKit, nextView: () => Promise<string>): () => void
  /** Fetches the code of a view the UI itself provides; resolves once it is in, never rejects. */
  loadView?(view: string): Promise<void>
}

export interface MountUiParameters {
  kernel: Kernel
  api: KernelApi
  instance: AppKit
  loadUi: () => Promise<UiModule>
  /** The built-in plugin registry, fetched beside the modal: it asks which plugin views can show as it renders. */
  loadBuiltins(): Promise<void>
  /** Start-up; the idle prefetch waits for it. */
  ready: Promise<void>
  isDestroyed(): boolean
  /** Collects the unmount, run on destroy. */
  onCleanup(cleanup: () => void): void
}

/** What the kit keeps of its UI: the code of a core view, and the idle prefetch to cancel on destroy. */
export interface MountedUi {
  /** Fetches the code of a core view with the modal's (the UI provides it); never rejects. */
  loadView(view: string): Promise<void>
  cancelPrefetch(): void
}

/**
 * Mounts the modal in a browser: `kernel.ensureUi()` fetches and mounts it once (first open, or idle prefetch
 * after start-up, so the first open() is quick without loading anything on the host's critical path).
 */
export function mountUi({ kernel, api, instance, loadUi, loadBuiltins, ready, isDestroyed, onCleanup }: MountUiParameters): MountedUi {
  let ui: UiModule | undefined
  let mounted: Promise<void> | undefined
  let cancel: (() => void) | undefined
  let wallets: unknown
  /** The idle prefetch, once it has started: what Connect shows (the UI, its plugins' rows, the wallets). */
  let prefetched: Promise<unknown> = Promise.resolve()
  // With the modal's code (idle prefetch or first open), a visitor not connected gets Connect's directory
  // wallets and their images too, so its first frame shows them.
  // A prefetch: Connect loads the lists again when it shows, and All Wallets shows their failure with a retry.
  const connectWallets = () =>
    getActiveAddress(kernel) || import('../store/connectWallets.js').then((m) => m.loadConnectWallets(api)).catch(() => {})
  kernel.ensureUi = () => {
    if (!mounted) {
      // Connect's wallets first (a small chunk, then the directory, another origin), then the modal's chunk
      // before the others: the browser queues what comes later. open()'s own code comes with the modal's, so an
      // open after the idle prefetch fetches nothing more.
      wallets = connectWallets()
      const code = Promise.all([loadUi(), loadBuiltins(), import('../router/openModal.js')])
      mounted = code.then(async ([module, , open]) => {
        const walletsIn = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CONNECT_WALLETS_WAIT_MS)
          void Promise.resolve(wallets).then(() => {
            clearTimeout(timer)
            resolve()
          })
        })
        // The code of the view open() shows first is in before the mount, meanwhile: open() then finds it loaded,
        // rather than waiting after the mount for an import() to answer, a task that queues behind the page's.
        await Promise.all([walletsIn, module.loadView?.(open.initialView(kernel))])
        // A UI chunk that arrives after destroy() mounts nothing.
        if (isDestroyed()) return
        onCleanup(module.mount(instance, () => prefetched.then(() => open.initialView(kernel))))
        ui = module
      })
    }
    return mounted
  }
  void ready.then(() => {
    const w = globalThis as { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void }
    if (typeof document === 'undefined' || isDestroyed()) return
    // A browser without idle callbacks (Safari, Telegram's web view on iOS) prefetches once start-up is done.
    const id = (w.requestIdleCallback ?? setTimeout)(() => {
      cancel = undefined
      // A prefetch: open() waits for the modal and its view's plugin itself, and rejects to its caller if they fail.
      // An open already under way fetched the modal, and fetches the plugins once its first frame is painted.
      const opened = mounted
      prefetched = Promise.all([kernel.ensureUi(), opened ? undefined : kernel.loadPlugins(inConnect, false), wallets]).catch(() => {}) // as above
    }) as number
    cancel = () => {
      cancel = undefined
      ;(w.cancelIdleCallback ?? clearTimeout)(id)
    }
  }, () => {}) // start-up failed (createInstance reports it): nothing to prefetch
  return {
    loadView: (view) =>
      kernel.ensureUi().then(
        () => ui?.loadView?.(view),
        () => {},
      ),
    cancelPrefetch: () => cancel?.(),
  }
}
