/**
 * The chain families of the kit, by namespace (SPEC.md §1): each chain package adds its own by declaration
 * merging, so a new family is a new package and no change here (DESIGN.md Chains).
 *
 * @example
 * declare module 'portico' {
 *   interface ChainFamilies {
 *     acme: true
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the chain packages
export interface ChainFamilies {}

/** The namespace of a chain family (CAIP-2), one of those its packages registered in `ChainFamilies`. */
export type ChainNamespace = keyof ChainFamilies & string

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

/**
 * Whether `value` has the form of a CAIP-2 namespace: 3 to 8 of `a-z`, `0-9` and `-`. Families are open, so this
 * checks the form; whether the kit serves the family is up to its chain package in `adapters`.
 *
 * @example
 * isChainNamespace('acme') // true
 * isChainNamespace('Acme:1') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && /^[-a-z0-9]{3,8}$/u.test(value)
}
