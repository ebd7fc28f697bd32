import type { Wallet } from '../types/wallet.js'

/** A wallet or connector as far as the excluded-wallets rule looks at it. */
export interface ExcludableWallet {
  name: string
  rdns?: string | null | undefined
}

/**
 * Whether a wallet matches an excluded wallet by rdns or by case-insensitive name (SPEC.md §5).
 *
 * @example
 * isExcludedWallet({ name: 'MetaMask' }, [{ name: 'metamask' }]) // true
 */
export function isExcludedWallet(
  wallet: ExcludableWallet,
  excluded: readonly Pick<Wallet, 'name' | 'rdns'>[],
): boolean {
  const name = wallet.name.toLowerCase()
  return excluded.some((e) => (e.rdns ? e.rdns === wallet.rdns : false) || e.name.toLowerCase() === name)
}
