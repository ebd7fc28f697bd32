import type { ChainNamespace, Network, WalletConnectCapability } from 'portico'

/** One namespace of a WalletConnect session proposal (the shape `UniversalProvider.connect` takes). */
export interface ProposalNamespace {
  /** CAIP-2 chain ids: `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL by chain reference (`'1'`), so the provider's read calls go to the app's nodes, not to the cloud. */
  rpcMap?: Record<string, string>
}

export type ProposalNamespaces = Partial<Record<ChainNamespace, ProposalNamespace>>

export interface BuildNamespacesParameters {
  networks: readonly Network[]
  /** The `customRpcUrls` option: RPC URLs by CAIP network id, first one wins over the network's default. */
  customRpcUrls?: Readonly<Record<string, readonly { url: string }[]>> | undefined
  /**
   * A chain family's methods and events in a session (its chain package's `walletConnect` capability);
   * `undefined` for a family WalletConnect does not serve here. Read methods (`eth_getBalance`, ...) stay out:
   * the provider answers them from `rpcMap` (INFRA.md).
   */
  family(namespace: ChainNamespace): Pick<WalletConnectCapability, 'methods' | 'events'> | undefined
}

/**
 * The session proposal's namespaces for the configured networks: one per chain family WalletConnect serves,
 * with the networks' CAIP-2 ids, the family's signing methods, the events and an `rpcMap` from the networks' RPC URLs
 * (`customRpcUrls` first). Pass it as `optionalNamespaces`: required namespaces are deprecated and wallets
 * refuse a session they cannot fully satisfy.
 *
 * @example
 * buildNamespaces({ networks: [mainnet, arbitrum], family: (ns) => kernel.chain(ns).walletConnect })
 * // { eip155: { chains: ['eip155:1', 'eip155:42161'], methods: ['personal_sign', …], events: [...], rpcMap: { 1: '…', 42161: '…' } } }
 */
export function buildNamespaces({ networks, customRpcUrls = {}, family }: BuildNamespacesParameters): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const network of networks) {
    const served = family(network.chainNamespace)
    if (!served) continue
    const entry = (namespaces[network.chainNamespace] ??= {
      chains: [],
      methods: [...served.methods],
      events: [...served.events],
    })
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const rpcUrl = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
    const reference = network.caipNetworkId.slice(network.chainNamespace.length + 1)
    if (rpcUrl) entry.rpcMap = { ...entry.rpcMap, [reference]: rpcUrl }
  }
  return namespaces
}
