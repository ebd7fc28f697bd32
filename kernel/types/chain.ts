/** The chain families Portico knows (SPEC.md §1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** `namespace:reference`, for example `eip155:1` (CAIP-2). */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** `namespace:reference:address` (CAIP-10). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network a host configures (SPEC.md §3 Network). */
export interface Network {
  id: number | string
  name: string
  /** Short slug, for example `homestead` or `arbitrum`. */
  network?: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
