import type { Network } from '../../kernel/types/chain.js'

/**
 * The Wallet Standard names of the public Solana clusters, by CAIP-2 reference (genesis hash prefix): wallets
 * list `solana:mainnet`, `solana:devnet`, `solana:testnet`, the kit `solana:<reference>`.
 */
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id a wallet knows `network` by, among the `chains` it lists: the CAIP-2 id, else the cluster name;
 * `undefined` when the wallet lists neither.
 *
 * @example
 * walletChainOf(solana, ['solana:mainnet', 'solana:devnet']) // 'solana:mainnet'
 */
export function walletChainOf(network: Pick<Network, 'id' | 'caipNetworkId'>, chains: readonly string[]): `${string}:${string}` | undefined {
  if (chains.includes(network.caipNetworkId)) return network.caipNetworkId
  const name = CLUSTER_NAMES[String(network.id)]
  return name && chains.includes(name) ? (name as `${string}:${string}`) : undefined
}

/**
 * The network reference (the kit's `Network.id`) of a wallet's chain: `solana:mainnet` → mainnet's genesis
 * prefix, `solana:<reference>` → `<reference>`.
 */
export function networkReferenceOf(chain: string): string {
  const named = Object.entries(CLUSTER_NAMES).find(([, name]) => name === chain)
  return named ? named[0] : chain.slice(chain.indexOf(':') + 1)
}
