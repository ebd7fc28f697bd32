import type { AppKit } from '../../kernel/createInstance.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { ViewName } from '../../kernel/types/registries.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { startConnect } from './connectAttempts.js'
import { getKernelApi } from '../../kernel/internals.js'

/** The registered connector of a directory wallet: same rdns, or the connector's directory id. */
export function findWalletConnector(connectors: readonly Connector[], wallet: Pick<Wallet, 'id' | 'rdns'>): Connector | undefined {
  return connectors.find(
    (c) => c.type !== 'WALLET_CONNECT' && ((wallet.rdns && c.info?.rdns === wallet.rdns) || c.explorerId === wallet.id),
  )
}

/** Shows ConnectingExternal and starts connecting the connector; `wallet` is its directory entry when picked from it. */
export function connectWith(kit: AppKit, connector: Pick<Connector, 'id' | 'name'>, wallet?: Wallet): void {
  getKernelApi(kit).router.push('ConnectingExternal', { connectorId: connector.id, ...(wallet ? { wallet: { ...wallet } } : {}) })
  startConnect(kit, connector)
}

/**
 * What picking a directory wallet does: a wallet with an installed connector connects through it; otherwise the
 * view of the Connect method that connects directory wallets (`connectsWallets`: WalletConnect's QR code and deep
 * link) when a plugin provides one; otherwise the small "Get {wallet}" page with its link.
 */
export function pickWallet(kit: AppKit, wallet: Wallet, connectors: readonly Connector[]): void {
  const connector = findWalletConnector(connectors, wallet)
  if (connector) return connectWith(kit, connector, wallet)
  const kernel = getKernelApi(kit)
  const plain = { ...wallet }
  const remote = kernel.registrations('connectMethods').find((entry) => entry.connectsWallets && kernel.modal.canShow(entry.view))
  // Such a view takes the wallet as its data (`{ wallet }`), as GetWallet does.
  if (remote) return (kernel.router.push as (view: ViewName, data: { wallet: Wallet }) => void)(remote.view, { wallet: plain })
  kernel.router.push('GetWallet', { wallet: plain })
}
