import { getAccountState, getActiveAddress, getChainState } from '../connection/accountState.js'
import { setActiveNetwork, switchActiveNamespace } from '../connection/switchNetwork.js'
import type { Kernel } from '../kernel.js'
import type { BuiltinPlugin } from '../plugins/createPluginHost.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ViewDataMap, ViewName } from '../types/registries.js'
import { listRegistrations } from '../plugins/registrations.js'
import { reset } from './history.js'

/**
 * The built-in plugins a first open sets up for a visitor not connected: all but those that add only to Account
 * (its features and tabs), which come when an account connects (applyConnection), and, but on a phone, where no
 * pointer comes ahead of a tap, those that load on their way to use (`loadsOnUse`).
 */
const atFirstOpen = (kernel: Kernel) => (plugin: BuiltinPlugin) =>
  (!plugin.registers || plugin.registers.connectMethods?.length) && (!plugin.loadsOnUse || kernel.env.isMobile())

/** How long a core view's first open waits for the host's own plugins before it shows without them. */
const HOST_PLUGINS_WAIT_MS = 1_000

/** What `open()` takes: a view and its data (`ViewDataMap`), a chain family, or nothing. */
export interface OpenModalParameters<view extends ViewName = ViewName> {
  /** A view to show instead of the default one. */
  view?: view
  /** Data for that view. */
  data?: ViewDataMap[view]
  /** The same as `data`, under AppKit's name: `open({ view: 'Swap', arguments: { amount, fromToken, toToken } })`. */
  arguments?: ViewDataMap[view]
  /** Opens for one chain family: switches to it and filters the lists to it (SPEC.md §2, §4). */
  namespace?: ChainNamespace
}

/**
 * The view `open()` shows when none is asked for (SPEC.md §2): with manual WalletConnect control, or with no
 * chain adapters and no address, AllWallets on mobile and on desktop the start view of the Connect method that
 * connects directory wallets (WalletConnect's basic view; AllWallets without one); else Account when an address
 * is connected and Connect when not.
 */
export function initialView(kernel: Kernel): ViewName {
  const address = getActiveAddress(kernel)
  if (kernel.options.manualWCControl || (kernel.adapters.length === 0 && !address)) {
    const remote = listRegistrations(kernel.store.registrations, kernel.announced, 'connectMethods').find((entry) => entry.connectsWallets)
    return (!kernel.env.isMobile() && remote?.startView) || 'AllWallets'
  }
  return address ? 'Account' : 'Connect'
}

/**
 * Opens the modal. A namespace other than the active one starts a switch to it. The view's plugin is
 * loaded first, so the modal never opens empty; when nothing provides the view the call rejects and the
 * modal stays as it was.
 */
export async function openModal(
  kernel: Kernel,
  parameters: { view?: ViewName | undefined; data?: unknown; arguments?: unknown; namespace?: ChainNamespace | undefined } = {},
): Promise<void> {
  const { namespace, view: requested } = parameters
  const { modal, chain, router } = kernel.store
  // Plugins load once the modal's code is in, so their chunks do not compete with it on a first open; only a
  // view that comes from one waits for it. Core views show as soon as the UI and the view's code are there (its
  // first frame is the view, not a spinner), and what plugins add to them (connectors, rows) appears when they
  // arrive.
  const ui = kernel.ensureUi()
  // loadPlugins() logs each plugin that fails; a view the caller asked for waits below (ensureView), rejecting
  // open() when its plugin cannot load.
  const loadPlugins = () => kernel.loadPlugins(getActiveAddress(kernel) ? undefined : atFirstOpen(kernel)).catch(() => {})
  // Only the host's own plugins are waited for (below); the built-in ones load after the modal's first frame (the
  // registry keeps their rows in place), so their chunks do not delay it.
  const pluginsLoaded = kernel.options.plugins?.length ? ui.then(loadPlugins, loadPlugins) : undefined
  await Promise.all([ui, requested ? kernel.ensureView(requested) : undefined])
  modal.namespaceFilter = namespace
  if (namespace && namespace !== chain.activeNamespace) {
    switchActiveNamespace(kernel, namespace)
    const { caipNetwork } = getChainState(kernel, namespace).networkState
    if (getAccountState(kernel, namespace)?.address && caipNetwork) setActiveNetwork(kernel, caipNetwork)
  }
  // The host's own plugins (`plugins` option) cannot be known before they load, unlike the built-in ones, whose
  // rows and buttons the registry keeps in place: a core view waits a little for them, so its first frame holds
  // their rows and tabs and nothing moves when they arrive (and the view open() starts on may be theirs); a plugin
  // slower than that appears when it comes.
  let view = requested
  if (!view) {
    if (pluginsLoaded) await Promise.race([pluginsLoaded, new Promise((resolve) => setTimeout(resolve, HOST_PLUGINS_WAIT_MS))])
    await kernel.ensureView((view = initialView(kernel)))
  }
  reset(router, view, parameters.data ?? parameters.arguments)
  const wasOpen = modal.open
  modal.open = true
  if (!wasOpen) kernel.events.emit('MODAL_OPEN', { connected: Boolean(getActiveAddress(kernel)) })
  // After the next frame is painted (where nothing paints, soon): the plugins, and the code that connects a wallet.
  const afterFrame = (globalThis as { requestAnimationFrame?: (run: () => void) => unknown }).requestAnimationFrame ?? setTimeout
  afterFrame(() =>
    setTimeout(() => {
      if (!pluginsLoaded) void loadPlugins()
      // A prefetch: a connect fetches it again, and rejects to its caller when it cannot.
      if (!getActiveAddress(kernel)) import('../connection/connectWallet.js').catch(() => {})
    }),
  )
}
