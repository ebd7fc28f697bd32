import type { ChainNamespace, Network } from 'portico'

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

/**
 * What a wallet is asked to sign or send, by chain family. Read methods (`eth_getBalance`, `eth_chainId`, ...)
 * are left out on purpose: the provider answers them from `rpcMap` (INFRA.md).
 */
export const WALLET_CONNECT_METHODS: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    // EIP-5792; the wallet may leave them out of the session.
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
}

const WALLET_CONNECT_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged']

/** The chain families a WalletConnect session serves here. */
export const WALLET_CONNECT_NAMESPACES = Object.keys(WALLET_CONNECT_METHODS) as ChainNamespace[]

export interface BuildNamespacesParameters {
  networks: readonly Network[]
  /** The `customRpcUrls` option: RPC URLs by CAIP network id, first one wins over the network's default. */
  customRpcUrls?: Readonly<Record<string, readonly { url: string }[]>> | undefined
}

/**
 * The session proposal's namespaces for the configured networks: one per chain family WalletConnect serves,
 * with the networks' CAIP-2 ids, the signing methods, the events and an `rpcMap` from the networks' RPC URLs
 * (`customRpcUrls` first). Pass it as `optionalNamespaces`: required namespaces are deprecated and wallets
 * refuse a session they cannot fully satisfy.
 *
 * @example
 * buildNamespaces({ networks: [mainnet, arbitrum] })
 * // { eip155: { chains: ['eip155:1', 'eip155:42161'], methods: ['personal_sign', …], events: [...], rpcMap: { 1: '…', 42161: '…' } } }
 */
export function buildNamespaces({ networks, customRpcUrls = {} }: BuildNamespacesParameters): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const network of networks) {
    const methods = WALLET_CONNECT_METHODS[network.chainNamespace]
    if (!methods) continue
    const entry = (namespaces[network.chainNamespace] ??= {
      chains: [],
      methods: [...methods],
      events: [...WALLET_CONNECT_EVENTS],
    })
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const rpcUrl = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
    const reference = network.caipNetworkId.slice(network.chainNamespace.length + 1)
    if (rpcUrl) entry.rpcMap = { ...entry.rpcMap, [reference]: rpcUrl }
  }
  return namespaces
}
