/** An EIP-1193 provider: what wallets inject and announce. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}

/** EIP-6963 wallet metadata. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI of the wallet's icon. */
  icon: string
  /** Reverse-DNS id of the wallet, for example `io.metamask`. */
  rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The part of `window` that wallet discovery uses. */
export type DiscoveryTarget = EventTarget & { ethereum?: unknown }
