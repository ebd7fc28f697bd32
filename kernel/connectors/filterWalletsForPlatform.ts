import type { FamilyCapability } from '../connection/adapter.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Wallet } from '../types/wallet.js'
import { isExcludedWallet } from './isExcludedWallet.js'

/** Wallet directory id of Coinbase Wallet. */
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'


export interface FilterWalletsForPlatformParameters {
  /** Whether the page runs on a phone or tablet. */
  isMobile: boolean
  /**
   * The chain family asked for (`open({ namespace })`): wallets that list their chains and none of this family are
   * left out (SPEC.md §4 namespace filtering).
   */
  namespace?: ChainNamespace | undefined
  /** The wallets that family keeps on mobile without a mobile link (its chain package's `family.mobileWallets`). */
  mobileWallets?: FamilyCapability['mobileWallets']
  /** Wallets the host hides, matched by rdns or case-insensitive name (SPEC.md §5). */
  excludedWallets?: Pick<Wallet, 'name' | 'rdns'>[] | undefined
  /** Wallet directory ids the host hides (`excludeWalletIds`). */
  excludeWalletIds?: string[] | undefined
}

/**
 * The directory wallets to show on this platform (SPEC.md §5): without excluded ids or wallets, without those whose
 * chains are all of another family than `namespace` (SPEC.md §4), and on mobile without wallets that have no mobile
 * link, except Coinbase (by id or name) and those the family keeps (`mobileWallets`, by name).
 *
 * @example
 * filterWalletsForPlatform(wallets, { isMobile: true, namespace, mobileWallets: chain.family.mobileWallets })
 */
export function filterWalletsForPlatform(
  wallets: readonly Wallet[],
  { isMobile, namespace, mobileWallets = [], excludedWallets = [], excludeWalletIds = [] }: FilterWalletsForPlatformParameters,
): Wallet[] {
  const kept = ['coinbase wallet', 'coinbase', ...mobileWallets].map((name) => name.toLowerCase())
  return wallets.filter(
    (w) =>
      !excludeWalletIds.includes(w.id) &&
      !isExcludedWallet(w, excludedWallets) &&
      (!namespace || !w.chains?.length || w.chains.some((chain) => chain.startsWith(`${namespace}:`))) &&
      (!isMobile ||
        Boolean(w.mobile_link) ||
        w.id === COINBASE_WALLET_ID ||
        kept.includes(w.name.toLowerCase())),
  )
}
