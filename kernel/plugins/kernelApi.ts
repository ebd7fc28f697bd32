import type { WalletDirectory } from '../api/walletDirectory.js'
import type { HttpClient } from '../api/createHttpClient.js'
import type { EventBus } from '../events/createEventBus.js'
import type { CloseGuard } from '../kernel.js'
import type { AppKitOptions } from '../options/types.js'
import type { OpenModalParameters } from '../router/openModal.js'
import type { TransactionOutcome } from '../router/transactionStack.js'
import type { AlertError } from '../errors/alerts.js'
import type { ChainActions } from '../connection/getChainActions.js'
import type { AlertState, RouterData, SnackbarVariant, Store, TransactionAction } from '../store/createStore.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Environment } from '../utils/environment.js'
import type { KeyValueStorage } from '../utils/storage.js'
import type { ViewLoader } from './definePlugin.js'

/**
 * What a plugin may use (DESIGN.md Plugin interface). Plugins read state from `state` (valtio proxies:
 * read them, `subscribe` to them) and change it only through the functions here.
 */
export interface KernelApi {
  readonly options: Readonly<AppKitOptions>
  /** The kit's state slices. Read-only for plugins. */
  readonly state: Readonly<Store>
  readonly events: Pick<EventBus, 'emit' | 'on' | 'recent'>
  readonly storage: KeyValueStorage
  /** Where the kit runs: mobile or desktop, iOS, Android, Telegram, ... */
  readonly env: Omit<Environment, 'storage'>
  readonly router: {
    push(view: string, data?: RouterData): void
    replace(view: string, data?: RouterData): void
    /** Makes `view` the only entry of the history (a finished flow that Back must not return to). */
    reset(view: string, data?: RouterData): void
    goBack(): void
    pushTransaction(action: TransactionAction): void
    popTransaction(outcome: TransactionOutcome): void
    /** Ends an embedded-wallet request: pops one step, or closes the modal (SPEC.md §4). */
    finishEmbeddedRequest(outcome: 'success' | 'error'): void
  }
  readonly modal: {
    open(parameters?: OpenModalParameters): Promise<void>
    close(): boolean
    /** Keeps the modal open while `guard` returns false; returns the function that removes the guard. */
    addCloseGuard(guard: CloseGuard): () => void
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
  /** The WalletConnect pairing (SPEC.md §3, §4). */
  readonly walletConnect: {
    /** Shows a pairing uri (or clears it); it expires 4 minutes later, 10 s early (SPEC.md §4). */
    setUri(uri: string | undefined): void
    isUriExpired(): boolean
    /** Remembers the wallet a deep link opened (SPEC.md §3), or forgets it. */
    setDeepLinkChoice(choice: { name: string; href: string } | undefined): void
  }
  readonly api: {
    /** The wallet directory client, fetched on first use. */
    directory(): Promise<WalletDirectory>
    /** The blockchain API client, fetched on first use. */
    blockchain(): Promise<HttpClient>
    /** The analytics endpoint's client, fetched on first use. */
    analytics(): Promise<HttpClient>
  }
  /** Adds a connector to the Connect view; returns the function that removes it. */
  registerConnector(connector: Connector): () => void
  /** Adds a view besides those in `plugin.views`; returns the function that removes it. */
  registerView(name: string, loader: ViewLoader): () => void
  /** The loader of a registered view, for the modal to render it. */
  getView(name: string): ViewLoader | undefined
  /**
   * Whether a view can show: registered, a core view, or provided by an enabled built-in plugin (which
   * `modal.open({ view })` fetches first). The UI offers only actions whose view can show.
   */
  canShowView(name: string): boolean
  /** Fetches balances of the connected account (30 s cache, 30 s back-off; SPEC.md §8, §9). */
  refreshBalances(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<boolean>
  /** Fetches the profile name and avatar of the connected account (SPEC.md §7, §9). */
  refreshIdentity(namespace?: ChainNamespace): Promise<void>
  getAccount(namespace?: ChainNamespace): Readonly<AccountState> | undefined
  /** The connected wallet's provider (EIP-1193 on eip155), as the host's `getWalletProvider` gives it. */
  getWalletProvider(namespace?: ChainNamespace): unknown
  getNetwork(namespace?: ChainNamespace): Readonly<Network> | undefined
  /**
   * What the chain package of `namespace` (the active one by default) offers: sending, signing, addresses,
   * amounts, …, bound to its connected wallet. A capability it lacks throws `UnsupportedChainError`.
   */
  chain(namespace?: ChainNamespace): ChainActions
  setAccountProps(namespace: ChainNamespace, props: Partial<AccountState>): void
  /** Connects with a registered connector; `namespace` picks one chain family of a multi-chain connector. */
  connect(connectorId: string, namespace?: ChainNamespace): Promise<{ address: string; chainId: number | string }>
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(network: Network): Promise<void>
  /** What picking a network in the list does: a confirmation view or the switch itself (SPEC.md §4). */
  selectNetwork(network: Network): Promise<void>
  /**
   * Routes an embedded-wallet RPC request (SPEC.md §6): resolves 'safe' to run it silently, opens
   * ApproveTransaction and resolves 'unsafe', or rejects a method that is not allowed.
   */
  routeRpcRequest(method: string): Promise<'safe' | 'unsafe'>
  /** Runs a confirmed switch; the view goes back after it, or when it fails (SPEC.md §4). */
  confirmNetworkSwitch(network: Network): Promise<void>
}
