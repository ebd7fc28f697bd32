import type { CaipNetworkId, ChainNamespace, Network } from '../kernel/types/chain.js'

/** A network definition without its CAIP id; `chainNamespace` defaults to `eip155`. */
export type DefineNetworkParameters = Omit<Network, 'chainNamespace' | 'caipNetworkId'> & {
  /** Chain family of the network. Defaults to `'eip155'`. */
  chainNamespace?: ChainNamespace
  /** Set only to override the `namespace:id` default. */
  caipNetworkId?: CaipNetworkId
}

/**
 * Makes a Network (SPEC.md §3) from a definition, filling `caipNetworkId` as `namespace:id` (CAIP-2).
 *
 * Hosts use it for networks Portico does not ship; the shipped ones are plain objects so that each costs
 * bytes only when imported. A module-level call stays tree-shakable when annotated as pure for bundlers.
 *
 * @example
 * const devnet = defineNetwork({
 *   id: 1337,
 *   name: 'Devnet',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 * devnet.caipNetworkId // 'eip155:1337'
 */
export function defineNetwork(network: DefineNetworkParameters): Network {
  const chainNamespace = network.chainNamespace ?? 'eip155'
  return {
    ...network,
    chainNamespace,
    caipNetworkId: network.caipNetworkId ?? `${chainNamespace}:${network.id}`,
  }
}
