import type { Network } from '../../kernel/types/chain.js'

/** The bech32 account prefix of the Cosmos chains Portico ships networks for, by chain id (the CAIP-2 reference). */
const PREFIXES: Readonly<Record<string, string>> = {
  'cosmoshub-4': 'cosmos',
  'osmosis-1': 'osmo',
}

/**
 * The bech32 prefix of `network`'s accounts, when Portico knows the chain; otherwise the wallet's answer is taken
 * as it is.
 *
 * @example
 * bech32PrefixOfNetwork(cosmosHub) // 'cosmos'
 */
export function bech32PrefixOfNetwork(network: Pick<Network, 'id'>): string | undefined {
  return PREFIXES[String(network.id)]
}
