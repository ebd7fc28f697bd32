import { proxy } from 'valtio/vanilla'
import type { AccountState, ChainState } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'
import type { ResolvedFeatures } from '../features/types.js'
import type { ThemeMode, ThemeVariables } from '../options/types.js'
import type { PluginStrings } from '../plugins/definePlugin.js'
import type { PluginContext } from '../plugins/pluginContext.js'
import type { RegistrationsState } from '../plugins/registrations.js'

interface ModalState {
  open: boolean
  loading: boolean
  /** True for 500 ms when the modal refuses to close (SPEC.md §2, §9). */
  shake: boolean
  /** Limits connectors, wallets and networks to one namespace (SPEC.md §4 Namespace filtering). */
  namespaceFilter: ChainNamespace | undefined
}

export interface RouterState {
  view: string
  history: string[]
  /** The data the view was opened with (`ViewDataMap`). */
  data: unknown
}

interface ChainsState {
  activeNamespace: ChainNamespace | undefined
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** The wallet is on a chain the app does not list (SPEC.md §4). */
  unsupportedNetwork: boolean
}

interface ConnectorsState {
  list: Connector[]
}

export type SnackbarVariant = 'success' | 'error' | 'loading'

interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
}

export interface AlertState {
  open: boolean
  shortMessage: string
  longMessage: string
  variant: 'error' | 'warning' | 'info'
}

interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** Locale of the modal's strings as requested (`'auto'`, `'en'`, `'de'`, `'fr-CA'`, ...); the modal resolves it. */
  locale: string
}

interface RecentWalletsState {
  wallets: Wallet[]
}

interface FeaturesState {
  resolved: ResolvedFeatures
  /** Where the features came from. */
  source: 'local' | 'remote' | 'basic'
}

/** A loaded plugin's part of the store: its state slice and the API its setup gave its views. */
interface PluginEntry {
  state: object
  api: unknown
  /** The plugin's strings per locale, for the modal to load. */
  strings: PluginStrings | undefined
  /** The views the plugin provides. */
  views: readonly string[]
  /** The context the plugin's setup got; its views use the same (`usePluginContext`). */
  context: PluginContext
}

/** Loaded plugins by id. */
export type PluginsState = Record<string, PluginEntry>

/** Every slice of one kit's state (DESIGN.md Store). Change it only through kernel actions. */
export interface Store {
  modal: ModalState
  router: RouterState
  chain: ChainsState
  connectors: ConnectorsState
  snackbar: SnackbarState
  alert: AlertState
  theme: ThemeState
  recentWallets: RecentWalletsState
  features: FeaturesState
  plugins: PluginsState
  /** What plugins added to the core views: Account actions, tabs and wallet features, Connect methods. */
  registrations: RegistrationsState
}

export function initialAccountState(): AccountState {
  return {
    currentTab: 'Tokens',
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    status: 'disconnected',
  }
}

export function initialChainState(namespace: ChainNamespace, networks: Network[]): ChainState {
  return {
    namespace,
    caipNetworks: networks,
    networkState: {
      caipNetwork: networks[0],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      approvedCaipNetworkIds: [],
      requestedCaipNetworks: networks,
    },
    accountState: initialAccountState(),
  }
}

export interface CreateStoreParameters {
  features: ResolvedFeatures
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: string
}

/** Makes the state of one kit: one valtio proxy per slice. */
export function createStore({ features, themeMode, themeVariables, locale }: CreateStoreParameters): Store {
  return {
    modal: proxy<ModalState>({ open: false, loading: false, shake: false, namespaceFilter: undefined }),
    router: proxy<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined }),
    chain: proxy<ChainsState>({ activeNamespace: undefined, chains: {}, unsupportedNetwork: false }),
    connectors: proxy<ConnectorsState>({ list: [] }),
    snackbar: proxy<SnackbarState>({ open: false, message: '', variant: 'success' }),
    alert: proxy<AlertState>({ open: false, shortMessage: '', longMessage: '', variant: 'error' }),
    theme: proxy<ThemeState>({ themeMode, themeVariables, locale }),
    recentWallets: proxy<RecentWalletsState>({ wallets: [] }),
    features: proxy<FeaturesState>({ resolved: features, source: 'local' }),
    registrations: proxy<RegistrationsState>({ accountActions: [], accountTabs: [], walletFeatures: [], connectMethods: [] }),
    plugins: proxy<PluginsState>({}),
  }
}
