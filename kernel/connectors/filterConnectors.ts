import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'
import { isBrowserWallet } from './isBrowserWallet.js'
import { isExcludedWallet } from './isExcludedWallet.js'

export interface FilterConnectorsParameters {
  /** Whether the page runs on a phone or tablet. */
  isMobile: boolean
  /** Wallets the host hides, matched by rdns or case-insensitive name (SPEC.md §5). */
  excludedWallets?: Pick<Wallet, 'name' | 'rdns'>[] | undefined
  /** Keeps only connectors of this chain family (SPEC.md §4 namespace filtering). */
  namespace?: ChainNamespace | undefined
}

/**
 * The connectors to show (SPEC.md §4, §5): of the namespace if given, without excluded wallets, without the
 * "Browser Wallet" on desktop (or on mobile when it has no rdns and is not installed), and without an INJECTED
 * connector that an ANNOUNCED one with the same rdns on the same chain replaces.
 *
 * @example
 * const visible = filterConnectors(connectors, { isMobile: env.isMobile(), namespace: 'eip155' })
 */
export function filterConnectors(
  connectors: readonly Connector[],
  { isMobile, excludedWallets = [], namespace }: FilterConnectorsParameters,
): Connector[] {
  const key = (c: Connector) => `${c.chain}:${c.info?.rdns}`
  const announced = new Set(connectors.filter((c) => c.type === 'ANNOUNCED' && c.info?.rdns).map(key))
  return connectors.filter(
    (c) =>
      (!namespace || c.chain === namespace) &&
      !isExcludedWallet({ name: c.name, rdns: c.info?.rdns }, excludedWallets) &&
      !(isBrowserWallet(c) && (!isMobile || (!c.info?.rdns && !c.installed))) &&
      !(c.type === 'INJECTED' && announced.has(key(c))),
  )
}
