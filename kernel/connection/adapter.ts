import type { ChainNamespace, Network } from '../types/chain.js'
import type { Connector } from '../types/connector.js'

/** What the kernel gives a chain adapter when it sets it up. */
export interface AdapterContext {
  /** The configured networks of the adapter's namespace. */
  networks: Network[]
  /** Adds a discovered connector; returns the function that removes it. */
  registerConnector(connector: Connector): () => void
}

/**
 * A chain package's adapter, made by a factory such as `eip155()`. A small required surface; optional
 * capabilities the kernel asks for and, when missing, reports as not supported on this chain.
 */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** Discovers wallets and registers their connectors. May return a teardown. */
  setup(context: AdapterContext): void | (() => void) | Promise<void | (() => void)>
  /** Native balance of an address, formatted in whole units. */
  getBalance?(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>
}
