import { subscribe } from 'valtio/vanilla'
import { getAccountState, getActiveAddress } from './connection/accountState.js'
import { disconnect } from './connection/connect.js'
import { switchNetwork } from './connection/switchNetwork.js'
import { reportError } from './errors/reportError.js'
import { toAppKitEvent, type AppKitEvent } from './events/createEventBus.js'
import type { Kernel } from './kernel.js'
import type { ThemeMode, ThemeVariables } from './options/types.js'
import { setKernelApi } from './internals.js'
import type { KernelApi } from './plugins/kernelApi.js'
import { closeModal } from './router/closeModal.js'
import type { OpenModalParameters } from './router/openModal.js'
import { showSnackbar } from './store/snackbar.js'
import type { AccountState, ConnectedWalletInfo, ConnectionStatus } from './types/account.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Network } from './types/chain.js'
import type { ViewName } from './types/registries.js'

/** The modal's public state (`getState`, `subscribeState`). */
export interface PublicState {
  open: boolean
  loading: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
  initialized: boolean
}

/** An account as hosts see it (`getAccount`, `useAppKitAccount`). */
export interface PublicAccount {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: AccountState['allAccounts']
  /** The account type of each chain family (SPEC.md §6 defaults, overridden by `defaultAccountTypes`). */
  preferredAccountTypes: NonNullable<AccountState['preferredAccountTypes']>
  /** While an embedded wallet is connected: its user (`email`, `username`), `authProvider` and `accountType`. */
  embeddedWalletInfo: AccountState['embeddedWalletInfo']
}

/** The active network as hosts see it (`subscribeNetwork`, `useAppKitNetwork`). */
export interface PublicNetwork {
  caipNetwork: Network | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** What `fetchBalance` resolves with (AppKit's `useAppKitBalance` shape). */
export interface FetchBalanceResult {
  /** The native balance as read now, in whole units (`'1.5'`), and its symbol. */
  data?: { balance: string; symbol: string } | undefined
  /** Why there is no balance: 'No account connected', or 'Token Balance Unavailable' (SPEC.md §8). */
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** The instance `createAppKit` returns (DESIGN.md Public API). */
export interface AppKit {
  /** Resolves once start-up is done: remote config, wallet discovery, restored sessions. */
  ready(): Promise<void>
  open<view extends ViewName>(parameters?: OpenModalParameters<view>): Promise<void>
  close(): void
  getState(): PublicState
  subscribeState(callback: (state: PublicState) => void): () => void
  getAccount(namespace?: ChainNamespace): PublicAccount
  subscribeAccount(callback: (account: PublicAccount) => void, namespace?: ChainNamespace): () => void
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  /** Connects with a registered connector, without the modal; `namespace` picks one chain family. */
  connect(connectorId: string, namespace?: ChainNamespace): Promise<{ address: string; chainId: number | string }>
  switchNetwork(network: Network): Promise<void>
  getCaipNetwork(namespace?: ChainNamespace): Network | undefined
  getChainId(): number | string | undefined
  subscribeNetwork(callback: (network: PublicNetwork) => void): () => void
  /** The connected wallet's provider (EIP-1193 on eip155), or undefined. */
  getWalletProvider(namespace?: ChainNamespace): unknown
  disconnect(namespace?: ChainNamespace): Promise<void>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  getThemeMode(): ThemeMode
  /**
   * Switches the modal's language (a locale like `'de'`, or `'auto'` for the visitor's); another locale than
   * English loads on demand, and one Portico does not speak shows English.
   */
  setLocale(locale: string): void
  /** The latest event: `{ timestamp, reportedErrors, data: { type, event, properties }, event }`. */
  getEvent(): AppKitEvent | undefined
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  /**
   * Reads the connected account's balances now, past the 30 s they are kept (SPEC.md §9): after the host moved
   * funds the modal does not know of. The modal and the account button show what it read.
   */
  fetchBalance(namespace?: ChainNamespace): Promise<FetchBalanceResult>
  /** Tears the kit down: plugins unload, wallets stop being listened to, timers stop. */
  destroy(): Promise<void>
}

interface CreateInstanceParameters {
  kernel: Kernel
  api: KernelApi
  ready: Promise<void>
  destroy(): Promise<void>
}

export function createInstance({ kernel, api, ready, destroy }: CreateInstanceParameters): AppKit {
  const { store } = kernel
  let initialized = false
  void ready.then(
    () => (initialized = true),
    (error: unknown) => {
      // Start-up failed: the kit is as initialized as it gets. Logged for the host, reported (SPEC.md §8).
      initialized = true
      console.error(error)
      reportError(kernel.events, error)
    },
  )

  const getState = (): PublicState => {
    const ns = store.chain.activeNamespace
    return {
      open: store.modal.open,
      loading: store.modal.loading,
      activeChain: ns,
      selectedNetworkId: ns ? store.chain.chains[ns]?.networkState.caipNetwork?.caipNetworkId : undefined,
      initialized,
    }
  }
  const getAccount = (namespace?: ChainNamespace): PublicAccount => {
    const account = getAccountState(kernel, namespace)
    return {
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: account?.status === 'connected' && Boolean(account.address),
      status: account?.status ?? 'disconnected',
      allAccounts: account?.allAccounts ?? [],
      preferredAccountTypes: { ...account?.preferredAccountTypes },
      embeddedWalletInfo: account?.embeddedWalletInfo,
    }
  }
  const getNetwork = (): PublicNetwork => {
    const caipNetwork = api.account.network()
    return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
  }
  /** Calls back when `read()` changes, comparing the JSON of what it returns. */
  const watch = <value>(slices: object[], read: () => value, callback: (value: value) => void) => {
    let last = JSON.stringify(read())
    const offs = slices.map((slice) =>
      subscribe(slice, () => {
        const next = read()
        const json = JSON.stringify(next)
        if (json !== last) {
          last = json
          callback(next)
        }
      }),
    )
    return () => offs.forEach((off) => off())
  }

  const instance: AppKit = {
    ready: () => ready,
    open: (parameters) => api.modal.open(parameters),
    close: () => void closeModal(kernel),
    getState,
    subscribeState: (callback) => watch([store.modal, store.chain], getState, callback),
    getAccount,
    subscribeAccount: (callback, namespace) => watch([store.chain], () => getAccount(namespace), callback),
    getAddress: (namespace) => getAccountState(kernel, namespace)?.address,
    getCaipAddress: (namespace) => getAccountState(kernel, namespace)?.caipAddress,
    getIsConnectedState: () => Boolean(getActiveAddress(kernel)),
    connect: api.connect,
    switchNetwork: (network) => switchNetwork(kernel, network),
    getCaipNetwork: (namespace) => api.account.network(namespace),
    getChainId: () => api.account.network()?.id,
    subscribeNetwork: (callback) => watch([store.chain], getNetwork, callback),
    getWalletProvider: api.account.walletProvider,
    disconnect: (namespace) => disconnect(kernel, namespace),
    setThemeMode(mode) {
      store.theme.themeMode = mode
    },
    setThemeVariables(variables) {
      store.theme.themeVariables = { ...store.theme.themeVariables, ...variables }
    },
    getThemeMode: () => store.theme.themeMode,
    setLocale(locale) {
      store.theme.locale = locale
    },
    getEvent() {
      const latest = kernel.events.latest()
      return latest && toAppKitEvent(latest)
    },
    subscribeEvents: (callback) => kernel.events.on('*', (e) => callback(toAppKitEvent(e))),
    showErrorMessage: (message) => showSnackbar(kernel, message, 'error'),
    showSuccessMessage: (message) => showSnackbar(kernel, message, 'success'),
    getWalletInfo: (namespace) => getAccountState(kernel, namespace)?.connectedWalletInfo,
    fetchBalance: (namespace) => import('./connection/accountData.js').then((m) => m.fetchBalance(kernel, namespace)),
    destroy,
  }
  setKernelApi(instance, api)
  return instance
}
