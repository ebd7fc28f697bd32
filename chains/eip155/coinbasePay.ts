import type { Network } from '../../kernel/types/chain.js'

/** The chains Coinbase Pay delivers to, by chain id (SPEC.md §9 Coinbase pay chains). */
const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** Every chain name Coinbase Pay delivers to. */
export const chains: readonly string[] = Object.values(COINBASE_PAY_CHAINS)

/** Coinbase Pay's name of `network`, else 'ethereum'. */
export const chain = (network: Network): string => COINBASE_PAY_CHAINS[Number(network.id)] ?? 'ethereum'
