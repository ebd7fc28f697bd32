import { subscribe } from 'valtio/vanilla'
import { getActiveAddress, getChainState } from './connection/accountState.js'
import { markStoredSessionsConnecting, stopConnectorListeners } from './connection/connect.js'
import { createEventBus } from './events/createEventBus.js'
import { resolveLocalFeatures } from './features/resolveLocalFeatures.js'
import type { Kernel } from './kernel.js'
import { createApiClients, loadStartup } from './kit/createApiClients.js'
import { createKernelApi } from './kit/createKernelApi.js'
import { createPluginLoader, type BuiltinPlugins } from './kit/createPluginLoader.js'
import { mountUi, type MountedUi, type UiModule } from './kit/mountUi.js'
import { validateOptions } from './options/validateOptions.js'
import type { AppKitOptions } from './options/types.js'
import { createViewRegistry } from './plugins/createViewRegistry.js'
import type { KernelApi } from './plugins/kernelApi.js'
import { closeModal } from './router/closeModal.js'
import { CORE_VIEWS } from './router/coreViews.js'
import { createStore } from './store/createStore.js'
import { createInstance, type AppKit } from './createInstance.js'
import { createBrowserEnvironment, type Environment } from './utils/environment.js'


/** What tests and embedders may replace; hosts use `createAppKit`. */
export interface KitInternals {
  /** Loads the modal UI; without it the kit runs headless (state only). */
  ui?: () => Promise<UiModule>
  env?: Environment
  /**
   * The built-in plugins by id, or how to fetch that registry: then it is a chunk of its own, fetched with the
   * modal UI and the plugin host (both wait for it), so a host's code before open holds none of it.
   */
  builtins?: BuiltinPlugins | (() => Promise<BuiltinPlugins>)
  fetch?: typeof fetch
}

/**
 * Makes a kit: validates the options, builds its state and its API (kit/createKernelApi.ts), its API clients
 * (kit/createApiClients.ts) and plugin loader (kit/createPluginLoader.ts), starts it (kit/startKit.ts) and, in a
 * browser, mounts the modal (kit/mountUi.ts). Options are validated before anything else happens, so a bad
 * option throws and leaves nothing behind: no element, no listener, no request.
 */
export function createKit(input: AppKitOptions, internals: KitInternals = {}): AppKit {
  const options = validateOptions(input)
  const env = internals.env ?? createBrowserEnvironment()
  const store = createStore({
    features: resolveLocalFeatures(options.features, options.basic),
    themeMode: options.themeMode ?? 'dark',
    themeVariables: { ...options.themeVariables },
    locale: options.locale ?? 'auto',
  })
  store.features.source = options.basic ? 'basic' : 'local'

  const kernel: Kernel = {
    store,
    events: createEventBus({ now: env.now }),
    options,
    env,
    views: createViewRegistry(),
    adapters: [...(options.adapters ?? [])],
    networks: [...options.networks],
    closeGuards: new Set(),
    ensureView: () => Promise.resolve(),
    ensureUi: () => Promise.resolve(),
    loadPlugins: () => Promise.resolve(),
    announced: () => [] as never,
    providers: new Map(),
    timers: new Set(),
  }

  const defaultNetwork = options.defaultNetwork ?? options.networks[0]
  for (const network of kernel.networks) getChainState(kernel, network.chainNamespace)
  if (defaultNetwork) {
    getChainState(kernel, defaultNetwork.chainNamespace).networkState.caipNetwork = defaultNetwork
    store.chain.activeNamespace = defaultNetwork.chainNamespace
  }
  markStoredSessionsConnecting(kernel)

  const clients = createApiClients({ options, fetch: internals.fetch, onAlert: (alert) => api.alert.show(alert) })
  const plugins = createPluginLoader({ kernel, api: () => api, builtins: internals.builtins ?? {} })
  kernel.announced = plugins.announced
  const api: KernelApi = createKernelApi({ kernel, clients, builtinProvides: plugins.builtinProvides })

  /** Set when destroy() starts: nothing is loaded, mounted or scheduled afterwards. */
  let destroyed = false
  let ui: MountedUi | undefined
  // A core view's code comes with the modal's (the UI provides it): the modal opens on the view, not on a spinner.
  kernel.ensureView = (view) =>
    kernel.views.has(view)
      ? Promise.resolve()
      : CORE_VIEWS.has(view)
        ? (ui?.loadView(view) ?? kernel.ensureUi().catch(() => {}))
        : plugins.host().then((h) => h.ensureView(view))
  kernel.loadPlugins = (only, setUp) => (destroyed ? Promise.resolve() : plugins.host().then((h) => h.loadAll(only, setUp)))
  // A visitor heading for a Connect row (CONNECT_INTENT) brings the plugin that shows it, when it loads on use: the
  // one the row names, or the one that connects directory wallets.
  kernel.events.on('CONNECT_INTENT', ({ properties }) => {
    for (const row of plugins.announced('connectMethods'))
      // A prefetch: the plugin host reports a plugin that fails, and the next intent (a click's pointerdown) asks again.
      if (properties?.['via'] ? row.pluginId === properties['via'] : row.connectsWallets) kernel.ensureView(row.view).catch(() => {})
  })

  const cleanups: (() => void)[] = []
  // SPEC.md §2: in embedded mode the modal closes once an address is set.
  if (options.enableEmbedded) {
    let hadAddress = Boolean(getActiveAddress(kernel))
    cleanups.push(
      subscribe(store.chain, () => {
        const hasAddress = Boolean(getActiveAddress(kernel))
        if (hasAddress && !hadAddress && store.modal.open) closeModal(kernel)
        hadAddress = hasAddress
      }),
    )
  }

  // The kit is made below, before any adapter is set up (start-up awaits first): adapters are handed it then.
  const ready = loadStartup().then(({ startKit }) =>
    startKit({ kernel, api, plugins, kit: () => instance, onCleanup: (cleanup) => cleanups.push(cleanup) }),
  )
  kernel.events.emit('MODAL_CREATED', {})

  const instance = createInstance({
    kernel,
    api,
    ready,
    async destroy() {
      destroyed = true
      plugins.close()
      clients.abort()
      ui?.cancelPrefetch()
      // Only waits for start-up to end: its failure was reported (createInstance), and teardown runs either way.
      await ready.catch(() => {})
      ui?.cancelPrefetch()
      kernel.closeGuards.clear()
      closeModal(kernel)
      stopConnectorListeners(kernel)
      const host = plugins.started()
      if (host) await (await host).unloadAll()
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
      for (const timer of kernel.timers) clearTimeout(timer)
      kernel.timers.clear()
      kernel.events.clear()
    },
  })

  if (internals.ui && typeof document !== 'undefined')
    ui = mountUi({
      kernel,
      api,
      instance,
      loadUi: internals.ui,
      loadBuiltins: plugins.loadBuiltins,
      ready,
      isDestroyed: () => destroyed,
      onCleanup: (cleanup) => cleanups.push(cleanup),
    })

  return instance
}
