import { isExcludedWallet } from '../../kernel/connectors/isExcludedWallet.js'
import type { AppKit } from '../../kernel/createInstance.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { getKernelApi } from '../../kernel/internals.js'

const fetched = new WeakMap<AppKit, Promise<Wallet[]>>()

/**
 * The directory entries of the host's `excludeWalletIds` (for their names and rdns), fetched once per kit; none
 * when nothing is excluded or the directory cannot say.
 */
export function fetchExcludedWallets(kit: AppKit): Promise<Wallet[]> {
  const ids = getKernelApi(kit).options.excludeWalletIds ?? []
  if (!ids.length) return Promise.resolve([])
  let wallets = fetched.get(kit)
  if (!wallets) {
    wallets = getKernelApi(kit).api.directory().then((directory) => directory.fetchFeatured(ids))
    wallets.catch(() => fetched.delete(kit))
    fetched.set(kit, wallets)
  }
  // The directory cannot say: wallets are excluded by id only (isExcludedConnector), and the next call asks again.
  return wallets.catch(() => [])
}

/**
 * Whether a connector belongs to an excluded wallet (SPEC.md §5): its directory id is excluded, or it is an
 * announced or injected wallet whose rdns or case-insensitive name is that of an excluded directory entry.
 *
 * @example
 * isExcludedConnector(metaMaskExtension, ['c57c…'], [{ id: 'c57c…', name: 'MetaMask', rdns: 'io.metamask' }]) // true
 */
export function isExcludedConnector(connector: Connector, excludedIds: readonly string[], excluded: readonly Wallet[]): boolean {
  if (connector.explorerId && excludedIds.includes(connector.explorerId)) return true
  if (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED') return false
  return isExcludedWallet({ name: connector.name, rdns: connector.info?.rdns }, excluded)
}
