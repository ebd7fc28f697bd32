import { ref } from 'valtio/vanilla'
import { getAccountState, setAccountProps } from '../connection/accountState.js'
import { disconnect } from '../connection/connect.js'
import { getChainActions } from '../connection/getChainActions.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import type { Kernel } from '../kernel.js'
import type { KernelApi } from '../plugins/kernelApi.js'
import { closeModal } from '../router/closeModal.js'
import { CORE_VIEWS } from '../router/coreViews.js'
import { goBack } from '../router/goBack.js'
import { push, replace, reset } from '../router/history.js'
import { hideSnackbar, showSnackbar } from '../store/snackbar.js'
import { listRegistrations } from '../plugins/registrations.js'
import { sanitizeName } from '../utils/sanitizeName.js'
import type { ApiClients } from './createApiClients.js'

export interface CreateKernelApiParameters {
  kernel: Kernel
  clients: ApiClients
  /** Whether an enabled built-in plugin provides a view (its chunk may not be fetched yet). */
  builtinProvides(view: string): boolean
}

/**
 * The kit's API as the modal and plugins use it (`KernelApi`; plugins get it narrowed to their `PluginContext`):
 * each member a thin binding of one kernel action to this kit.
 */
export function createKernelApi({ kernel, clients, builtinProvides }: CreateKernelApiParameters): KernelApi {
  const { store, env, options, events: bus } = kernel
  return {
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
    },
    modal: {
      open(parameters) {
        // open()'s own code (SPEC.md §2 rules, kernel/router/openModal.ts) comes with the first open, and the
        // modal's code is asked for beside it, not after it; openModal waits for that same request.
        kernel.ensureUi().catch(() => {})
        return import('../router/openModal.js').then((m) => m.openModal(kernel, parameters))
      },
      close: () => closeModal(kernel),
      addCloseGuard(guard) {
        kernel.closeGuards.add(guard)
        return () => kernel.closeGuards.delete(guard)
      },
      canShow: (name) => kernel.views.has(name) || CORE_VIEWS.has(name) || builtinProvides(name),
    },
    snackbar: {
      show: (message, variant) => showSnackbar(kernel, message, variant),
      hide: () => hideSnackbar(kernel),
    },
    alert: {
      show: (alert, variant = 'error') => Object.assign(store.alert, { ...alert, variant, open: true }),
      hide: () => void (store.alert.open = false),
    },
    api: {
      directory: clients.directory,
      blockchain: clients.blockchain,
      analytics: clients.analytics,
    },
    account: {
      get: (namespace) => getAccountState(kernel, namespace),
      network(namespace) {
        const ns = namespace ?? store.chain.activeNamespace
        return ns ? store.chain.chains[ns]?.networkState.caipNetwork : undefined
      },
      walletProvider(namespace) {
        // Without an active family, the first configured network's.
        const ns = namespace ?? store.chain.activeNamespace ?? kernel.networks[0]?.chainNamespace
        return ns ? kernel.providers.get(ns) : undefined
      },
      refreshBalances: (namespace, refreshOptions) =>
        import('../connection/accountData.js').then((m) => m.refreshBalances(kernel, namespace, refreshOptions)),
      refreshIdentity: (namespace, refreshOptions) =>
        import('../connection/accountData.js').then((m) => m.refreshIdentity(kernel, namespace, refreshOptions)),
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
    registrations: (kind) => listRegistrations(store.registrations, kernel.announced, kind),
    getView: (name) => kernel.views.get(name),
    registerView: (name, loader) => kernel.views.register(name, loader),
    chain: (namespace) => getChainActions(kernel, namespace),
    subscribeViews: (listener) => kernel.views.subscribe(listener),
    connect: (connectorId, namespace, connectOptions) =>
      import('../connection/connectWallet.js').then((m) => m.connect(kernel, connectorId, namespace, clients.directory, connectOptions)),
    disconnect: (namespace) => disconnect(kernel, namespace),
    switchNetwork: (network) => switchNetwork(kernel, network),
    selectNetwork: (network) => import('../router/selectNetwork.js').then((m) => m.selectNetwork(kernel, network)),
    confirmNetworkSwitch: (network) =>
      import('../router/selectNetwork.js').then((m) => m.confirmNetworkSwitch(kernel, network)),
    canClose: (view) => [...kernel.closeGuards].every((guard) => guard(view)),
    setAccountTab: (namespace, tab) => setAccountProps(kernel, namespace, { currentTab: tab }),
  }
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
