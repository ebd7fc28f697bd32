import type { Network } from '../../kernel/types/chain.js'

/** SS58 address prefixes of the public relay chains, by CAIP-2 reference (the genesis hash's first 32 hex digits). */
const PREFIXES: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0, // Polkadot
  b0a8d493285c2df73290dfb7e61f870f: 2, // Kusama
  e143f23803ac50e8f6f8e62695d1ce9e: 42, // Westend
}

/** The generic Substrate prefix: addresses of a network this package does not know. */
const GENERIC_PREFIX = 42

/**
 * The SS58 prefix addresses are shown with on `network` (0 on Polkadot, 2 on Kusama, 42 elsewhere).
 *
 * @example
 * ss58PrefixOf(polkadot) // 0
 */
export function ss58PrefixOf(network: Pick<Network, 'id'> | undefined): number {
  return (network && PREFIXES[String(network.id)]) ?? GENERIC_PREFIX
}
