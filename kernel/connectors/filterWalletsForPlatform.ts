import type { ChainNamespace } from '../types/chain.js'
import type { Wallet } from '../types/wallet.js'
import { isExcludedWallet } from './isExcludedWallet.js'

/** Wallet directory id of Coinbase Wallet. */
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
/** Wallet directory id of Phantom. */
export const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
/** Wallet directory id of Solflare. */
export const SOLFLARE_WALLET_ID = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'

export interface FilterWalletsForPlatformParameters {
  /** Whether the page runs on a phone or tablet. */
  isMobile: boolean
  /**
   * The chain family asked for (`open({ namespace })`): wallets that list their chains and none of this family are
   * left out (SPEC.md §4 namespace filtering); on solana Phantom and Solflare stay on mobile without a mobile link.
   */
  namespace?: ChainNamespace | undefined
  /** Wallets the host hides, matched by rdns or case-insensitive name (SPEC.md §5). */
  excludedWallets?: Pick<Wallet, 'name' | 'rdns'>[] | undefined
  /** Wallet directory ids the host hides (`excludeWalletIds`). */
  excludeWalletIds?: string[] | undefined
}

function is(wallet: Wallet, id: string, ...names: string[]): boolean {
  return wallet.id === id || names.includes(wallet.name.toLowerCase())
}

/**
 * The directory wallets to show on this platform (SPEC.md §5): without excluded ids or wallets, without those whose
 * chains are all of another family than `namespace` (SPEC.md §4), and on mobile without wallets that have no mobile
 * link, except Coinbase and, on solana, Phantom and Solflare.
 *
 * @example
 * filterWalletsForPlatform(wallets, { isMobile: true, namespace: 'solana' })
 */
export function filterWalletsForPlatform(
  wallets: readonly Wallet[],
  { isMobile, namespace, excludedWallets = [], excludeWalletIds = [] }: FilterWalletsForPlatformParameters,
): Wallet[] {
  return wallets.filter(
    (w) =>
      !excludeWalletIds.includes(w.id) &&
      !isExcludedWallet(w, excludedWallets) &&
      (!namespace || !w.chains?.length || w.chains.some((chain) => chain.startsWith(`${namespace}:`))) &&
      (!isMobile ||
        Boolean(w.mobile_link) ||
        is(w, COINBASE_WALLET_ID, 'coinbase wallet', 'coinbase') ||
        (namespace === 'solana' && (is(w, PHANTOM_WALLET_ID, 'phantom') || is(w, SOLFLARE_WALLET_ID, 'solflare')))),
  )
}
