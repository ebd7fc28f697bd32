import type { ConnectMethod } from '../features/types.js'

export interface GetConnectMethodsOrderParameters {
  /** The host's order (`features.connectMethodsOrder`); wins when not empty. */
  custom?: ConnectMethod[] | undefined
  /** Whether an injected or announced wallet is visible (see `hasInjectedOrAnnouncedWallet`). */
  hasVisibleWallets: boolean
}

/**
 * The order of the connect methods (SPEC.md §2): the host's order if given; otherwise email, social, wallet,
 * or wallet first when a browser wallet is visible.
 *
 * @example
 * getConnectMethodsOrder({ hasVisibleWallets: true }) // ['wallet', 'email', 'social']
 */
export function getConnectMethodsOrder({
  custom,
  hasVisibleWallets,
}: GetConnectMethodsOrderParameters): ConnectMethod[] {
  if (custom?.length) return [...custom]
  return hasVisibleWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
