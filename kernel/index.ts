// The kernel's public surface. The `portico` entry (entry/index.ts) adds `createAppKit`, which joins the kernel
// with the modal UI and the built-in plugins.
export type { AppKit, FetchBalanceResult, PublicAccount, PublicNetwork, PublicState } from './createInstance.js'
export { definePlugin } from './plugins/definePlugin.js'
export type {
  Messages,
  Plugin,
  PluginSetupResult,
  PluginSource,
  PluginStrings,
  PluginViews,
  ViewComponent,
  ViewLoader,
  ViewProps,
} from './plugins/definePlugin.js'
export type { KitState, PluginContext, PluginEvents, PluginRouter } from './plugins/pluginContext.js'
export type {
  EventArgs,
  EventMap,
  PluginApiOf,
  PluginMap,
  PluginStateOf,
  ViewArgs,
  ViewData,
  ViewDataMap,
  ViewName,
} from './types/registries.js'
export type { OpenModalParameters } from './router/openModal.js'
export type {
  AppKitOptions,
  AppMetadata,
  ApiUrls,
  CustomWallet,
  SiweConfig,
  SiweCreateMessageArgs,
  SiwxConfig,
  ThemeMode,
  ThemeVariables,
} from './options/types.js'
export type { FeatureOptions, ResolvedFeatures, SocialProvider, ConnectMethod, WalletFeature } from './features/types.js'
export type {
  AdapterContext,
  ActivityCapability,
  AddressCapability,
  AmountIssue,
  AmountsCapability,
  Balances,
  ChainAdapter,
  ChainCapabilities,
  ChainCapabilityName,
  CoinbasePayChains,
  EmbeddedWalletCapability,
  FamilyCapability,
  Identity,
  OnRampCapability,
  SiwxCapability,
  SiwxVerification,
  SwapsCapability,
  WalletConnectCapability,
  WalletContext,
} from './connection/adapter.js'
export type { ChainActions } from './connection/getChainActions.js'
export { decimalAmounts } from './connection/decimalAmounts.js'
export { sanitizeName } from './utils/sanitizeName.js'
export type { CaipAddress, CaipNetworkId, ChainFamilies, ChainNamespace, NativeCurrency, Network } from './types/chain.js'
export type { ConnectResult, Connector, ConnectorEvent, ConnectorType } from './types/connector.js'
export type { Wallet } from './types/wallet.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageIdentifier,
  SIWXMessageInput,
  SIWXMessageMetadata,
  SIWXSession,
  SIWXTimestamp,
} from './types/siwx.js'
export type { AccountState, AccountType, ChainState, ConnectionStatus, EmbeddedWalletInfo, TokenBalance } from './types/account.js'
export type { AppKitEvent, KernelSignal, KitEvent, TrackedEventName } from './events/createEventBus.js'
export type { ErrorReport } from './errors/reportError.js'
export type { HttpClient } from './api/createHttpClient.js'
export type { Store, SnackbarVariant } from './store/createStore.js'
export type {
  AccountAction,
  AccountTabRegistration,
  ConnectMethodRegistration,
  ConnectRowIcon,
  WalletFeatureRegistration,
} from './plugins/registrations.js'
export { BaseError, type BaseErrorParameters } from './errors/BaseError.js'
export { parseErrorMessage } from './errors/parseErrorMessage.js'
export {
  AdapterNotFoundError,
  CaipNetworkUndefinedError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ChainRequiredError,
  ConflictingSiwxOptionsError,
  ConnectorNotFoundError,
  ConnectorUnavailableError,
  DisconnectError,
  HttpRequestError,
  InvalidOptionsError,
  InvalidResponseError,
  NetworkNotFoundError,
  PluginLoadError,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  TimeoutError,
  UnsupportedChainError,
  ViewNotFoundError,
} from './errors/errors.js'
export { AlertErrors } from './errors/alerts.js'
