// The `portico/chains/eip155` entry: the EVM chain family. Nothing here imports viem; it loads on first use.
export { eip155, type Eip155Parameters } from './eip155.js'
export { createInjectedConnector, type CreateInjectedConnectorParameters } from './createInjectedConnector.js'
export { discoverWallets, INJECTED_CONNECTOR_ID } from './discoverWallets.js'
export { addEthereumChain, switchEthereumChain } from './switchEthereumChain.js'
export { isEvmAddress } from './isEvmAddress.js'
export {
  AccountNotFoundError,
  BalancesUnavailableError,
  ChainMismatchError,
  InvalidSignatureError,
  InvalidTransactionHashError,
  MissingRpcUrlError,
  WalletProviderNotFoundError,
} from './errors.js'
export type { DiscoveryTarget, Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from './types.js'
