import type { Connector } from '../types/connector.js'
import { isBrowserWallet } from './isBrowserWallet.js'

/**
 * Whether a browser-extension wallet (INJECTED or ANNOUNCED) is among the visible connectors. The generic
 * "Browser Wallet" without rdns that is not installed does not count (SPEC.md §2, §5).
 *
 * @example
 * const first = hasInjectedOrAnnouncedWallet(visible) ? 'wallet' : 'email'
 */
export function hasInjectedOrAnnouncedWallet(connectors: readonly Connector[]): boolean {
  return connectors.some(
    (c) =>
      (c.type === 'INJECTED' || c.type === 'ANNOUNCED') && !(isBrowserWallet(c) && !c.info?.rdns && !c.installed),
  )
}
