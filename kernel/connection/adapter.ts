import type { HttpClient } from '../api/createHttpClient.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { Connector } from '../types/connector.js'

/** What the kernel gives a chain adapter when it sets it up. */
export interface AdapterContext {
  /** The configured networks of the adapter's namespace. */
  networks: Network[]
  /** Adds a discovered connector; returns the function that removes it. */
  registerConnector(connector: Connector): () => void
  /** The blockchain API client (balances, identity), fetched on first use. */
  blockchainApi(): Promise<HttpClient>
  /** RPC URLs that replace a network's defaults, by CAIP network id (`customRpcUrls` option). */
  customRpcUrls: Readonly<Record<string, readonly { url: string }[]>>
}

/** Balances of one address on one network (SPEC.md §3 Token balance). */
export interface Balances {
  /** Native balance in whole units, as a decimal string (`'10000'`, `'0.5'`). */
  native: { balance: string; symbol: string }
  /** Tokens (the native one included when the source lists it), without 0-decimal tokens (SPEC.md §5). */
  tokens: TokenBalance[]
}

/** The profile name and avatar of an address (SPEC.md §7 identity). */
export interface Identity {
  name: string | null
  avatar: string | null
}

/**
 * A chain package's adapter, made by a factory such as `eip155()`. A small required surface; optional
 * capabilities the kernel asks for and, when missing, reports as not supported on this chain.
 */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** Discovers wallets and registers their connectors. May return a teardown. */
  setup(context: AdapterContext): void | (() => void) | Promise<void | (() => void)>
  /**
   * Balances of a connected address (SPEC.md §7): the wallet's asset discovery first when the connector
   * offers it, then the blockchain API. Throws when no source answers.
   */
  getBalances?(params: { address: string; network: Network; connector: Connector | undefined }): Promise<Balances>
  /** Name and avatar of an address from the blockchain API (SPEC.md §7). */
  getIdentity?(params: { address: string; network: Network }): Promise<Identity>
}
