import type { Store } from '../store/createStore.js'
import type { AccountTab } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { ViewLoader } from './definePlugin.js'
import type { PluginContext } from './pluginContext.js'
import type { RegistrationKind, RegistrationsState } from './registrations.js'

/**
 * The kit as Portico's own modal and bindings use it: what a plugin gets, plus what only the modal does. Not
 * public: hosts get the instance `createAppKit` returns, plugins get a `PluginContext`. Reach it with
 * `getKernelApi(kit)` (kernel/internals.ts).
 */
export interface KernelApi extends Omit<PluginContext, 'id' | 'state' | 'kit' | 'plugin' | 'ready' | `register${'AccountAction' | 'AccountTab' | 'WalletFeature' | 'ConnectMethod'}`> {
  /** Every slice of the kit's state, read-only. */
  readonly state: Readonly<Store>
  /** The loader of a registered view, for the modal to render it. */
  getView(name: string): ViewLoader | undefined
  /** Adds a view besides those of plugins; returns the function that removes it. */
  registerView(name: string, loader: ViewLoader): () => void
  /** Calls `listener` whenever views register or go; returns the function that stops it. */
  subscribeViews(listener: () => void): () => void
  /** What picking a network in the list does: a confirmation view or the switch itself (SPEC.md §4). */
  selectNetwork(network: Network): Promise<void>
  /** Runs a confirmed switch; the view goes back after it, or when it fails (SPEC.md §4). */
  confirmNetworkSwitch(network: Network): Promise<void>
  /**
   * What plugins add to a core view (Account actions, tabs, wallet features, Connect methods), in the order
   * registered, with what the enabled built-in plugins will register once set up (so their place is kept).
   */
  registrations<kind extends RegistrationKind>(kind: kind): RegistrationsState[kind]
  /** Whether the modal may close on `view` now (SPEC.md §4: not while a required sign-in waits): its × shows only then. */
  canClose(view: string): boolean
  /** Shows one of the Account view's tabs (SPEC.md §2). */
  setAccountTab(namespace: ChainNamespace, tab: AccountTab): void
}

