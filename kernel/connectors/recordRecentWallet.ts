import type { WalletDirectory } from '../api/walletDirectory.js'
import type { Kernel } from '../kernel.js'
import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'
import { loadStartup } from '../kit/createApiClients.js'

/**
 * The directory wallet a connect attempt is for, as far as it is known when it starts: the connector's own
 * directory id, or the wallet the user picked from the directory (the router data of the connecting view:
 * WalletConnect, a deep link, or the installed wallet of a directory entry).
 */
export function pickedWallet(kernel: Kernel, connector: Connector): Wallet | undefined {
  if (connector.explorerId)
    return {
      id: connector.explorerId,
      name: connector.name,
      ...(connector.imageUrl ? { image_url: connector.imageUrl } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }
  const wallet = (kernel.store.router.data as { wallet?: Partial<Wallet> } | undefined)?.wallet
  if (typeof wallet?.id !== 'string' || typeof wallet.name !== 'string') return undefined
  const sameWallet = connector.type === 'WALLET_CONNECT' || (Boolean(wallet.rdns) && wallet.rdns === connector.info?.rdns)
  return sameWallet ? ({ ...wallet } as Wallet) : undefined
}

/** An announced or injected wallet's directory entry, matched by rdns among the directory's wallets of its name. */
async function findByRdns(connector: Connector, directory: (() => Promise<WalletDirectory>) | undefined): Promise<Wallet | undefined> {
  const rdns = connector.info?.rdns
  if (!rdns || !directory || (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED')) return undefined
  const { data } = await (await directory()).searchWallets({ search: connector.name })
  return data.find((wallet) => wallet.rdns === rdns)
}

/**
 * Records a connected wallet among the recent wallets (SPEC.md §3, §9: at most 2, newest first, stored) when
 * the directory knows it: `picked` (see `pickedWallet`), else the directory entry with the connector's rdns.
 * A wallet the directory does not know is not recorded; a failed look-up records nothing.
 *
 * @example
 * await recordRecentWallet(kernel, connector, pickedWallet(kernel, connector), directory)
 */
export async function recordRecentWallet(
  kernel: Kernel,
  connector: Connector,
  picked: Wallet | undefined,
  directory?: () => Promise<WalletDirectory>,
): Promise<void> {
  // The wallet is connected either way; a directory that cannot say only leaves it out of the recent wallets.
  const wallet = picked ?? (await findByRdns(connector, directory).catch(() => undefined))
  if (!wallet) return
  // The directory's fields, so that a recent wallet picked again connects (and deep-links) as from the directory.
  const kept: Wallet = { id: wallet.id, name: wallet.name }
  for (const key of ['image_id', 'image_url', 'rdns', 'chains', 'mobile_link', 'desktop_link', 'webapp_link'] as const)
    if (wallet[key]) Object.assign(kept, { [key]: wallet[key] })
  // The recent wallets' store comes with start-up, which every kit has loaded by now: the start-up chunk then needs
  // no second request for code it shares with connecting.
  const { createRecentWallets } = await loadStartup()
  kernel.store.recentWallets.wallets = createRecentWallets(kernel.env.storage).add(kept)
}
