import { ref, subscribe } from 'valtio/vanilla'
import type { HttpClient } from './api/createHttpClient.js'
import type { WalletDirectory } from './api/walletDirectory.js'
import { DEFAULT_API_URLS, STORAGE_KEYS } from './constants.js'
import { getAccountState, getActiveAddress, getChainState, setAccountProps } from './connection/accountState.js'
import { disconnect, markStoredSessionsConnecting, stopConnectorListeners } from './connection/connect.js'
import { getChainActions } from './connection/getChainActions.js'
import { switchNetwork } from './connection/switchNetwork.js'
import { createEventBus } from './events/createEventBus.js'
import { builtinPluginIds } from './features/builtinPluginIds.js'
import { resolveLocalFeatures } from './features/resolveLocalFeatures.js'
import { isPairingUriExpired, setPairingUri } from './connection/pairingUri.js'
import type { Kernel } from './kernel.js'
import { validateOptions } from './options/validateOptions.js'
import { sanitizeName } from './utils/sanitizeName.js'
import type { AppKitOptions } from './options/types.js'
import type { BuiltinPlugin, PluginHost } from './plugins/createPluginHost.js'
import { withRequirements } from './plugins/withRequirements.js'
import { createViewRegistry } from './plugins/createViewRegistry.js'
import type { KernelApi } from './plugins/kernelApi.js'
import { closeModal } from './router/closeModal.js'
import { goBack } from './router/goBack.js'
import { push, replace, reset } from './router/history.js'
import { CORE_VIEWS } from './router/coreViews.js'
import { openModal } from './router/openModal.js'
import { finishEmbeddedRequest, popTransaction, pushTransaction } from './router/transactionStack.js'
import { createStore } from './store/createStore.js'
import { hideSnackbar, showSnackbar } from './store/snackbar.js'
import { createInstance, type AppKit } from './createInstance.js'
import { createBrowserEnvironment, type Environment } from './utils/environment.js'
import { readJson, writeJson } from './utils/storage.js'

/** The modal UI module: mounts the modal for a kit and returns the function that unmounts it. */
export interface UiModule {
  mount(kit: AppKit): () => void
  /** Fetches the code of a view the UI itself provides; resolves once it is in, never rejects. */
  loadView?(view: string): Promise<void>
}

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

type BuiltinPlugins = Readonly<Record<string, BuiltinPlugin>>

/**
 * Makes a kit. Options are validated before anything else happens, so a bad option throws and leaves
 * nothing behind: no element, no listener, no request.
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

  // API clients, feature resolution, recent wallets and connecting: one lazy chunk, fetched at start-up, so none
  // of it is in the bytes a host loads before the kit starts.
  const startup = () => import('./startup.js')
  const apiUrls = { ...DEFAULT_API_URLS, ...options.apiUrls }
  // Every API request of the kit carries this signal: destroy() aborts those under way and refuses new ones.
  const requests = new AbortController()
  const kitFetch: typeof fetch = (input, init) => {
    if (requests.signal.aborted) return Promise.reject(new DOMException('The kit was destroyed.', 'AbortError'))
    const signal = init?.signal ? AbortSignal.any([init.signal, requests.signal]) : requests.signal
    return (internals.fetch ?? globalThis.fetch)(input, { ...init, signal })
  }
  const http = (baseUrl: string) =>
    startup().then(({ createHttpClient }) =>
      createHttpClient({
        baseUrl,
        projectId: options.projectId,
        ...(options.clientId ? { clientId: options.clientId } : {}),
        fetch: kitFetch,
        onAlert: (alert) => api.alert.show(alert),
      }),
    )
  let directory: Promise<WalletDirectory> | undefined
  let blockchain: Promise<HttpClient> | undefined
  let analytics: Promise<HttpClient> | undefined
  const getDirectory = () =>
    (directory ??= Promise.all([startup(), http(apiUrls.directory)]).then(
      ([{ createWalletDirectory }, client]) => createWalletDirectory(client),
    ))


  const given = internals.builtins ?? {}
  let builtins: BuiltinPlugins = typeof given === 'function' ? {} : given
  let registry: Promise<void> | undefined
  /** The built-in plugin registry, fetched once (again after a failure, which rejects to the caller). */
  const loadBuiltins = () =>
    typeof given !== 'function'
      ? Promise.resolve()
      : (registry ??= given().then(
          (loaded) => void (builtins = loaded),
          (error: unknown) => {
            registry = undefined
            throw error
          },
        ))
  const enabled = () => withRequirements(builtinPluginIds(store.features.resolved), builtins)

  const bus = kernel.events
  const api: KernelApi = {
    options,
    state: store,
    events: {
      emit: (event, ...[properties]) => bus.emit(event, properties as Record<string, unknown> | undefined),
      on: (event, handler) => bus.on(event, (e) => handler(e.properties as never)),
      onAny: (handler) => bus.on('*', handler),
      recent: (signal) => bus.recent(signal),
    },
    storage: env.storage,
    env,
    router: {
      push: (view, ...[data]) => push(store.router, view, data),
      replace: (view, ...[data]) => replace(store.router, view, data),
      reset: (view, ...[data]) => reset(store.router, view, data),
      goBack: () => goBack(kernel),
      pushTransaction: (action) => pushTransaction(kernel, action),
      popTransaction: (outcome) => popTransaction(kernel, outcome),
      finishEmbeddedRequest: (outcome) => finishEmbeddedRequest(kernel, outcome),
    },
    modal: {
      open: (parameters) => openModal(kernel, parameters),
      close: () => closeModal(kernel),
      addCloseGuard(guard) {
        kernel.closeGuards.add(guard)
        return () => kernel.closeGuards.delete(guard)
      },
      canShow: (name) =>
        kernel.views.has(name) || CORE_VIEWS.has(name) || enabled().some((id) => builtins[id]?.views.includes(name)),
    },
    snackbar: {
      show: (message, variant) => showSnackbar(kernel, message, variant),
      hide: () => hideSnackbar(kernel),
    },
    alert: {
      show: (alert, variant = 'error') => Object.assign(store.alert, { ...alert, variant, open: true }),
      hide: () => void (store.alert.open = false),
    },
    walletConnect: {
      setUri(uri) {
        if (uri) setPairingUri(store.walletConnect, uri, env.now())
        else Object.assign(store.walletConnect, { uri: undefined, uriSetAt: undefined })
      },
      isUriExpired: () => isPairingUriExpired(store.walletConnect, env.now()),
      setDeepLinkChoice(choice) {
        store.walletConnect.deepLinkChoice = choice
        if (choice) writeJson(env.storage, STORAGE_KEYS.deepLinkChoice, choice)
        else env.storage.removeItem(STORAGE_KEYS.deepLinkChoice)
      },
    },
    api: {
      directory: getDirectory,
      blockchain: () => (blockchain ??= http(apiUrls.blockchain)),
      analytics: () => (analytics ??= http(apiUrls.analytics)),
    },
    account: {
      get: (namespace) => getAccountState(kernel, namespace),
      network(namespace) {
        const ns = namespace ?? store.chain.activeNamespace
        return ns ? store.chain.chains[ns]?.networkState.caipNetwork : undefined
      },
      walletProvider: (namespace) => kernel.providers.get(namespace ?? store.chain.activeNamespace ?? 'eip155'),
      refreshBalances: (namespace, refreshOptions) =>
        import('./connection/accountData.js').then((m) => m.refreshBalances(kernel, namespace, refreshOptions)),
      refreshIdentity: (namespace) =>
        import('./connection/accountData.js').then((m) => m.refreshIdentity(kernel, namespace)),
    },
    registerConnector(input) {
      // A wallet names itself (an EIP-6963 announcement, a Wallet Standard registration, any script on the page):
      // the name shows without bidi or invisible characters.
      const name = sanitizeName(input.name)
      // Connectors hold providers and functions: kept by reference, never proxied (one that cannot be renamed, frozen
      // or with a read-only name, is copied).
      const connector = ref(name === input.name ? input : renamed(input, name))
      const list = store.connectors.list
      const index = list.findIndex((c) => c.id === connector.id && c.chain === connector.chain)
      if (index >= 0) list.splice(index, 1, connector)
      else list.push(connector)
      return () => {
        const at = store.connectors.list.indexOf(connector)
        if (at >= 0) store.connectors.list.splice(at, 1)
      }
    },
    getView: (name) => kernel.views.get(name),
    registerView: (name, loader) => kernel.views.register(name, loader),
    chain: (namespace) => getChainActions(kernel, namespace),
    subscribeViews: (listener) => kernel.views.subscribe(listener),
    connect: (connectorId, namespace, options) => startup().then((m) => m.connect(kernel, connectorId, namespace, getDirectory, options)),
    disconnect: (namespace) => disconnect(kernel, namespace),
    switchNetwork: (network) => switchNetwork(kernel, network),
    selectNetwork: (network) => import('./router/selectNetwork.js').then((m) => m.selectNetwork(kernel, network)),
    confirmNetworkSwitch: (network) =>
      import('./router/selectNetwork.js').then((m) => m.confirmNetworkSwitch(kernel, network)),
    routeRpcRequest: (method) => import('./rpc/routeRpcRequest.js').then((m) => m.routeRpcRequest(kernel, method)),
    setAccountTab: (namespace, tab) => setAccountProps(kernel, namespace, { currentTab: tab }),
  }

  /** The modal UI once it is mounted. */
  let ui: UiModule | undefined
  // The plugin host is fetched with the first open() or idle prefetch, not with the kernel.
  let host: Promise<PluginHost> | undefined
  /** Set when destroy() starts: nothing is loaded, mounted or scheduled afterwards. */
  let destroyed = false
  const plugins = () =>
    destroyed && !host
      ? Promise.reject(new Error('The kit was destroyed.'))
      : (host ??= Promise.all([import('./plugins/createPluginHost.js'), loadBuiltins()]).then(
          ([{ createPluginHost }]) =>
            createPluginHost({ kernel, api, builtins: () => builtins, enabled, sources: options.plugins ?? [] }),
          (error: unknown) => {
            // A chunk that failed to load is asked for again by the next open() or plugin.
            host = undefined
            throw error
          },
        ))
  // A core view's code comes with the modal's (the UI provides it): the modal opens on the view, not on a spinner.
  kernel.ensureView = (view) =>
    kernel.views.has(view)
      ? Promise.resolve()
      : CORE_VIEWS.has(view)
        ? kernel.ensureUi().then(
            () => ui?.loadView?.(view),
            () => {},
          )
        : plugins().then((h) => h.ensureView(view))
  kernel.loadPlugins = () => (destroyed ? Promise.resolve() : plugins().then((h) => h.loadAll()))

  const cleanups: (() => void)[] = []
  /** Cancels the idle prefetch of the modal and plugins while it waits. */
  let cancelPrefetch: (() => void) | undefined
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

  async function start(): Promise<void> {
    store.walletConnect.deepLinkChoice = readJson(env.storage, STORAGE_KEYS.deepLinkChoice, undefined)
    // Recent wallets, preferred account types and the remote config side by side.
    const recent = startup().then(({ createRecentWallets, setPreferredAccountTypes }) => {
      store.recentWallets.wallets = createRecentWallets(env.storage).get()
      setPreferredAccountTypes(kernel)
    })
    // Awaited below, after the remote config: this only keeps its failure from counting as unhandled meanwhile.
    recent.catch(() => {})
    if (!options.basic) {
      try {
        const [remote, { resolveFeatures, ignoredLocalWarning }] = await Promise.all([
          getDirectory().then((directory) => directory.fetchConfig()),
          startup(),
        ])
        const resolved = resolveFeatures({ options: options.features, basic: false, remote })
        store.features.resolved = resolved.features
        store.features.source = resolved.source
        if (resolved.ignoredLocal.length) console.warn(ignoredLocalWarning(resolved.ignoredLocal))
        if (host) await (await host).syncBuiltins()
      } catch {
        // SPEC.md §6: without remote config the local settings and defaults stand.
      }
    }
    await recent
    for (const adapter of kernel.adapters) {
      try {
        const teardown = await adapter.setup({
          networks: kernel.networks.filter((n) => n.chainNamespace === adapter.namespace),
          registerConnector: api.registerConnector,
          blockchainApi: api.api.blockchain,
          customRpcUrls: options.customRpcUrls ?? {},
          kit: instance,
        })
        if (typeof teardown === 'function') cleanups.push(teardown)
      } catch (error) {
        console.error(error)
      }
    }
    await (await startup()).restoreSessions(kernel)
  }

  const ready = start()
  kernel.events.emit('MODAL_CREATED', {})

  const instance = createInstance({
    kernel,
    api,
    ready,
    async destroy() {
      destroyed = true
      requests.abort()
      cancelPrefetch?.()
      // Only waits for start-up to end: its failure was reported (createInstance), and teardown runs either way.
      await ready.catch(() => {})
      cancelPrefetch?.()
      kernel.closeGuards.clear()
      closeModal(kernel)
      stopConnectorListeners(kernel)
      if (host) await (await host).unloadAll()
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
      for (const timer of kernel.timers) clearTimeout(timer)
      kernel.timers.clear()
      kernel.events.clear()
    },
  })

  const loadUi = internals.ui
  if (loadUi && typeof document !== 'undefined') {
    let mounted: Promise<void> | undefined
    // With the modal's code (idle prefetch or first open), a visitor not connected gets Connect's directory
    // wallets and their images too, so its first frame shows them.
    // A prefetch: Connect loads the lists again when it shows, and All Wallets shows their failure with a retry.
    const connectWallets = () =>
      getActiveAddress(kernel) || import('./store/connectWallets.js').then((m) => m.loadConnectWallets(api)).catch(() => {})
    kernel.ensureUi = () => {
      if (!mounted) {
        void connectWallets()
        // The registry comes beside the modal's code: the modal asks which plugin views can show as it renders.
        mounted = Promise.all([loadUi(), loadBuiltins()]).then(([module]) => {
          // A UI chunk that arrives after destroy() mounts nothing.
          if (destroyed) return
          cleanups.push(module.mount(instance))
          ui = module
        })
      }
      return mounted
    }
    // Prefetch the modal and the enabled plugins once start-up is done and the browser is idle, so the
    // first open() is quick without loading anything on the host's critical path.
    void ready.then(() => {
      const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback
      if (!idle || destroyed) return
      const id = idle(() => {
        cancelPrefetch = undefined
        // A prefetch: open() waits for the modal and its view's plugin itself, and rejects to its caller if they fail.
        void Promise.all([kernel.ensureUi(), kernel.loadPlugins()]).catch(() => {})
      })
      cancelPrefetch = () => {
        cancelPrefetch = undefined
        ;(globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id)
      }
    }, () => {}) // start-up failed (createInstance reports it): nothing to prefetch
  }

  return instance
}

/** `connector` with `name`: the same object renamed, or a copy when its name cannot be set. */
function renamed<T extends { name: string }>(connector: T, name: string): T {
  try {
    connector.name = name
    if (connector.name === name) return connector
  } catch {
    // Frozen, or a getter without a setter: the copy below carries the name.
  }
  return { ...connector, name }
}
