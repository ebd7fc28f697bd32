import type { HttpClient } from '../api/createHttpClient.js'
import type { WalletDirectory } from '../api/walletDirectory.js'
import type { ChainActions } from '../connection/getChainActions.js'
import type { AlertError } from '../errors/alerts.js'
import type { KernelSignal, KitEvent } from '../events/createEventBus.js'
import type { CloseGuard } from '../kernel.js'
import type { AppKitOptions } from '../options/types.js'
import type { OpenModalParameters } from '../router/openModal.js'
import type { AlertState, SnackbarVariant, Store } from '../store/createStore.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { ConnectOptions, ConnectResult, Connector } from '../types/connector.js'
import type { EventArgs, EventMap, EventName, PluginApiOf, PluginMap, PluginStateOf, ViewArgs, ViewName } from '../types/registries.js'
import type { Environment } from '../utils/environment.js'
import type {
  AccountAction,
  AccountTabRegistration,
  ConnectMethodRegistration,
  WalletFeatureRegistration,
} from './registrations.js'
import type { KeyValueStorage } from '../utils/storage.js'

/** The kit's shared state, as plugins see it: read it and subscribe to it, never write it. */
export type KitState = Readonly<
  Pick<Store, 'modal' | 'router' | 'chain' | 'connectors' | 'theme' | 'features' | 'registrations'>
>

/** Moves of the modal's view stack (SPEC.md §2), each view checked against its data (`ViewDataMap`). */
export interface PluginRouter {
  push<view extends ViewName>(view: view, ...data: ViewArgs<view>): void
  replace<view extends ViewName>(view: view, ...data: ViewArgs<view>): void
  /** Makes `view` the only entry of the history (a finished flow that Back must not return to). */
  reset<view extends ViewName>(view: view, ...data: ViewArgs<view>): void
  goBack(): void
}

/** The kit's event bus, each event checked against its payload (`EventMap`). */
export interface PluginEvents {
  emit<event extends EventName>(event: event, ...properties: EventArgs<event>): void
  /** Listens to one event; the handler gets its payload. Returns the unsubscribe function. */
  on<event extends EventName>(event: event, handler: (properties: EventMap[event]) => void): () => void
  /** Listens to every event (analytics). Returns the unsubscribe function. */
  onAny(handler: (event: KitEvent) => void): () => void
  /**
   * The last events (at most 50), so a plugin that loads late misses nothing; `recent('ERROR_REPORT')` gives
   * the last error reports instead.
   */
  recent(signal?: KernelSignal): readonly KitEvent[]
}

/**
 * What a plugin may use (DESIGN.md Plugin interface): narrow, typed, and the same for a built-in plugin and a
 * third party's. A plugin writes only its own state slice; everything else it changes through the actions here.
 */
export interface PluginContext<id extends string = string> {
  /** The plugin's id. */
  readonly id: id
  readonly options: Readonly<AppKitOptions>
  /** Where the kit runs: mobile or desktop, iOS, Android, Telegram, the clock. */
  readonly env: Readonly<Omit<Environment, 'storage'>>
  readonly storage: KeyValueStorage
  /** The plugin's own state slice in the kit's store (a valtio proxy its views read with `usePluginState`). */
  readonly state: PluginStateOf<id>
  /** The kit's shared state, read-only. */
  readonly kit: KitState
  /**
   * The API of a plugin this one `requires` (typed by `PluginMap`), set up before this one. Throws for a plugin it
   * does not require.
   *
   * @example
   * const wallet = context.plugin('embedded-wallet')
   */
  plugin<other extends keyof PluginMap & string>(id: other): PluginApiOf<other>
  /**
   * Resolves with the API this plugin's setup gave, once it is set up: at once, or after setting it up now when it
   * waited for its first use (`setupOnUse`; a Connect row that showed before, on its first focus or click).
   *
   * @example
   * const controller = await context.ready()
   */
  ready(): Promise<PluginApiOf<id>>
  readonly events: PluginEvents
  readonly router: PluginRouter
  readonly modal: {
    open<view extends ViewName>(parameters?: OpenModalParameters<view>): Promise<void>
    close(): boolean
    /** Keeps the modal open while `guard` returns false; returns the function that removes the guard. */
    addCloseGuard(guard: CloseGuard): () => void
    /** Whether a view can show: registered, a core view, or provided by an enabled built-in plugin. */
    canShow(view: ViewName): boolean
  }
  readonly snackbar: {
    show(message: string, variant: SnackbarVariant): void
    hide(): void
  }
  /** The alert banner (SPEC.md §8 alert errors). */
  readonly alert: {
    show(alert: AlertError, variant?: AlertState['variant']): void
    hide(): void
  }
  /** The APIs of SPEC.md §7, each client fetched on first use. */
  readonly api: {
    directory(): Promise<WalletDirectory>
    blockchain(): Promise<HttpClient>
    analytics(): Promise<HttpClient>
  }
  /** The connected account of a chain family (the active one by default), read-only, and its refreshes. */
  readonly account: {
    get(namespace?: ChainNamespace): Readonly<AccountState> | undefined
    /** The active network of a chain family. */
    network(namespace?: ChainNamespace): Readonly<Network> | undefined
    /** The connected wallet's provider (EIP-1193 on eip155), as the host's `getWalletProvider` gives it. */
    walletProvider(namespace?: ChainNamespace): unknown
    /** Fetches balances again (30 s cache, 30 s back-off; SPEC.md §8, §9). Resolves whether it fetched. */
    refreshBalances(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<boolean>
    /** Fetches the profile name and avatar again (SPEC.md §7, §9: kept 5 minutes; `force` asks within them). */
    refreshIdentity(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<void>
  }
  /**
   * What the chain package of `namespace` (the active one by default) offers: sending, signing, addresses,
   * amounts, …, bound to its connected wallet. A capability it lacks throws `UnsupportedChainError`.
   */
  chain(namespace?: ChainNamespace): ChainActions
  /** Adds a connector to the Connect view; returns the function that removes it. */
  registerConnector(connector: Connector): () => void
  /**
   * Adds a button to the Account view's actions (after the wallet features) that opens one of the plugin's
   * views. Returns the function that removes it; it also goes when the plugin unloads.
   */
  registerAccountAction(action: AccountAction): () => void
  /**
   * Fills one of the Account view's tabs (`'NFTs'`, `'Activity'`) with one of the plugin's views, or adds a tab
   * after them. Returns the function that removes it; it also goes when the plugin unloads.
   *
   * @example
   * context.registerAccountTab({ id: 'staking', label: 'acme.tab', view: 'AcmeStakes' })
   */
  registerAccountTab(tab: AccountTabRegistration): () => void
  /**
   * Adds a wallet-feature button to the Account view (SPEC.md §2), in `walletFeaturesOrder` when its id names a
   * wallet feature, and gated by that feature's flag (SPEC.md §6). Returns the function that removes it.
   *
   * @example
   * context.registerWalletFeature({ id: 'send', label: 'feature.send', view: 'WalletSend' })
   */
  registerWalletFeature(feature: WalletFeatureRegistration): () => void
  /**
   * Adds a row to the Connect view, at the place of `method` in the connect method order (SPEC.md §2), that opens
   * one of the plugin's views. Returns the function that removes it.
   *
   * @example
   * context.registerConnectMethod({ id: 'passkey', method: 'email', label: 'acme.passkey', view: 'AcmePasskey' })
   */
  registerConnectMethod(method: ConnectMethodRegistration): () => void
  /**
   * Connects with a registered connector; `namespace` picks one chain family of a multi-chain connector;
   * `beside` keeps a connected active family active.
   */
  connect(connectorId: string, namespace?: ChainNamespace, options?: ConnectOptions): Promise<ConnectResult>
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(network: Network): Promise<void>
}
