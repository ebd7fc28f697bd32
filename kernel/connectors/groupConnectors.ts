import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'

export interface GroupConnectorsParameters {
  /** Directory ids of recently used wallets, newest first (SPEC.md §3). */
  recentWalletIds?: string[] | undefined
  /** Directory ids the host features (`featuredWalletIds`), in the host's order. */
  featuredWalletIds?: string[] | undefined
  /** The host's own wallets (`customWallets`). */
  customWallets?: Wallet[] | undefined
}

/** The Connect view's sections; render them in the order of `orderConnectSections` (SPEC.md §6). */
export interface ConnectorGroups {
  /** The WalletConnect connector (QR code and deep links). */
  walletConnect: Connector[]
  /** Connectors of recently used wallets, newest first. */
  recent: Connector[]
  /** Browser-extension connectors (INJECTED, ANNOUNCED, and installed MULTI_CHAIN ones) not shown as recent. */
  injected: Connector[]
  /** Other connectors of featured wallets, in the host's order. */
  featured: Connector[]
  /** The host's custom wallets. */
  custom: Wallet[]
  /** The remaining EXTERNAL and MULTI_CHAIN connectors. */
  external: Connector[]
}

/**
 * Puts each connector into the first section of the default order it fits: walletConnect, recent, injected,
 * featured, external. AUTH connectors belong to email and social login, not to a section. A connector's
 * wallet id is its `explorerId`, else its `id`.
 *
 * @example
 * const groups = groupConnectors(visible, { recentWalletIds: recent.get().map((w) => w.id) })
 * const sections = orderConnectSections(features.connectorTypeOrder)
 */
export function groupConnectors(
  connectors: readonly Connector[],
  { recentWalletIds = [], featuredWalletIds = [], customWallets = [] }: GroupConnectorsParameters,
): ConnectorGroups {
  const groups: ConnectorGroups = {
    walletConnect: [],
    recent: [],
    injected: [],
    featured: [],
    custom: [...customWallets],
    external: [],
  }
  const walletId = (c: Connector) => c.explorerId ?? c.id
  for (const c of connectors) {
    const id = walletId(c)
    if (c.type === 'WALLET_CONNECT') groups.walletConnect.push(c)
    else if (recentWalletIds.includes(id)) groups.recent.push(c)
    else if (c.type === 'INJECTED' || c.type === 'ANNOUNCED' || (c.type === 'MULTI_CHAIN' && c.installed)) groups.injected.push(c)
    else if (featuredWalletIds.includes(id)) groups.featured.push(c)
    else if (c.type !== 'AUTH') groups.external.push(c)
  }
  const byIds = (ids: string[]) => (a: Connector, b: Connector) => ids.indexOf(walletId(a)) - ids.indexOf(walletId(b))
  groups.recent.sort(byIds(recentWalletIds))
  groups.featured.sort(byIds(featuredWalletIds))
  return groups
}
