import { ref } from 'valtio/vanilla'
import { ConnectorNotFoundError } from '../errors/errors.js'
import { reportError } from '../errors/reportError.js'
import type { Kernel } from '../kernel.js'
import { sanitizeName } from '../utils/sanitizeName.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/chain.js'
import type { ConnectResult, Connector } from '../types/connector.js'
import { getChainState, rememberConnectorId, resetAccount, setAccountProps } from './accountState.js'
import { disconnect, isStopped, listeners, markStoredSessionsConnecting } from './connect.js'
import { onWalletChainChanged, switchActiveNamespace } from './switchNetwork.js'

// Connecting and restoring: in the start-up chunk, fetched right after createAppKit runs; the kit's eager part
// keeps only what disconnects and stops listening (connect.ts).

/** Finds a registered connector by id, of one chain family when given (one id can serve several). */
export function getConnector(kernel: Kernel, id: string, namespace?: ChainNamespace): Connector {
  const connector = kernel.store.connectors.list.find((c) => c.id === id && (!namespace || c.chain === namespace))
  if (!connector) throw new ConnectorNotFoundError({ id })
  return connector
}

/** Records a connected account, keeps its provider, fetches its identity and listens to the wallet's events. */
export async function applyConnection(kernel: Kernel, connector: Connector, result: ConnectResult, beside = false): Promise<void> {
  const namespace = connector.chain
  kernel.providers.set(namespace, await connector.getProvider?.())
  const chain = getChainState(kernel, namespace)
  setAccountProps(kernel, namespace, {
    address: result.address,
    status: 'connected',
    connectorId: connector.id,
    // A WalletConnect peer names itself: its name shows without bidi or invisible characters.
    connectedWalletInfo: result.walletInfo
      ? { ...result.walletInfo, name: sanitizeName(result.walletInfo.name) }
      : { name: connector.name, ...(connector.imageUrl ? { icon: connector.imageUrl } : {}) },
    preferredAccountType: result.accountType ?? kernel.options.defaultAccountTypes?.[namespace] ?? chain.accountState.preferredAccountType,
    // Kept out of the store's proxies: the connector's frozen object, as hosts read it from getAccount().
    embeddedWalletInfo: result.embeddedWalletInfo && ref(result.embeddedWalletInfo),
    allAccounts: result.allAccounts ?? [{ address: result.address, type: result.accountType ?? 'eoa' }],
    smartAccountDeployed: result.smartAccountDeployed ?? false,
    ...(result.preferredAccountType && {
      preferredAccountTypes: { ...chain.accountState.preferredAccountTypes, [namespace]: result.preferredAccountType },
    }),
  })
  if (result.smartAccountEnabledNetworks) chain.networkState.smartAccountEnabledNetworks = [...result.smartAccountEnabledNetworks]
  rememberConnectorId(kernel, namespace, connector.id)
  // A family connected `beside` (a restored session, or a wallet connecting each family it serves) does not take
  // over an active one that is connected or being restored.
  const active = beside && kernel.store.chain.activeNamespace
  switchActiveNamespace(kernel, namespace)
  const unsupported = onWalletChainChanged(kernel, namespace, result.chainId)
  if (active && getChainState(kernel, active).accountState.status.startsWith('conn')) kernel.store.chain.activeNamespace = active
  if (!kernel.store.chain.unsupportedNetwork) {
    const network = chain.networkState.caipNetwork as Network
    setAccountProps(kernel, namespace, { caipAddress: `${network.caipNetworkId}:${result.address}` as CaipAddress })
  }
  if (unsupported && !isBasicWalletConnect(kernel, connector)) openUnsupportedChain(kernel)
  fetchIdentity(kernel, namespace)
  // What a connected account meets (sign-in, Account's features) comes from plugins: they are set up when the
  // browser is next idle (not on a restoring page's load), not at the next open.
  const w = globalThis as { requestIdleCallback?: (callback: () => void) => unknown }
  ;(w.requestIdleCallback ?? setTimeout)(
    () => void kernel.loadPlugins().catch(() => {}), // loadPlugins() reports each plugin that fails
  )

  const map = listeners(kernel)
  map.get(namespace)?.()
  map.delete(namespace)
  if (isStopped(kernel)) return
  const off = connector.subscribe?.((event) => {
    if (event.type === 'accountsChanged') {
      // disconnect() has reset the account and reported its failure (error report, DISCONNECT_ERROR) already.
      if (!event.address) void disconnect(kernel, namespace).catch(() => {})
      else {
        const network = getChainState(kernel, namespace).networkState.caipNetwork
        setAccountProps(kernel, namespace, {
          address: event.address,
          ...(network ? { caipAddress: `${network.caipNetworkId}:${event.address}` as CaipAddress } : {}),
          ...(event.allAccounts && { allAccounts: event.allAccounts }),
          ...(event.accountType && { preferredAccountType: event.accountType }),
          ...(event.smartAccountDeployed !== undefined && { smartAccountDeployed: event.smartAccountDeployed }),
          profileName: undefined,
          profileImage: undefined,
        })
        fetchIdentity(kernel, namespace)
      }
    } else if (event.type === 'embeddedWalletInfoChanged') setAccountProps(kernel, namespace, { embeddedWalletInfo: ref(event.embeddedWalletInfo) })
    else if (event.type === 'chainChanged') {
      if (onWalletChainChanged(kernel, namespace, event.chainId) && !isBasicWalletConnect(kernel, connector))
        openUnsupportedChain(kernel)
    } else {
      map.get(namespace)?.()
      map.delete(namespace)
      kernel.providers.delete(namespace)
      resetAccount(kernel, namespace)
    }
  })
  if (off) map.set(namespace, off)
}

/**
 * Fetches the connected account's profile name and avatar (SPEC.md §3, §7; kept 5 minutes), so that whatever
 * shows the account (the host's AccountButton too) has its name without opening the modal.
 */
function fetchIdentity(kernel: Kernel, namespace: ChainNamespace): void {
  // refreshIdentity() keeps its own failures (no profile: the address shows); if its code cannot load, neither.
  void import('./accountData.js').then((m) => m.refreshIdentity(kernel, namespace)).catch(() => {})
}

/** A WalletConnect session made without chain adapters (SPEC.md §4). */
function isBasicWalletConnect(kernel: Kernel, connector: Connector): boolean {
  return connector.type === 'WALLET_CONNECT' && kernel.adapters.length === 0
}

/**
 * Restores the sessions stored from an earlier visit (SPEC.md §4): each such namespace is `connecting`
 * until its connector answers, then `connected` or `disconnected`.
 */
export async function restoreSessions(kernel: Kernel): Promise<void> {
  const entries = markStoredSessionsConnecting(kernel)
  const find = (ns: ChainNamespace, id: string) =>
    kernel.store.connectors.list.find((c) => c.id === id && c.chain === ns)
  // A session of a plugin's connector (WalletConnect, the embedded wallet) needs that plugin first. Should the
  // plugin host itself not load, that is reported, and those sessions are reset below like any without connector.
  if (entries.some(([ns, id]) => !find(ns, id)))
    await kernel.loadPlugins().catch((error: unknown) => reportError(kernel.events, error))
  await Promise.all(
    entries.map(async ([ns, id]) => {
      const connector = find(ns, id)
      try {
        const network = getChainState(kernel, ns).networkState.caipNetwork
        const result = connector?.reconnect ? await connector.reconnect(network ? { network } : {}) : null
        if (result && connector) await applyConnection(kernel, connector, result, true)
        else resetAccount(kernel, ns)
      } catch {
        resetAccount(kernel, ns)
      }
    }),
  )
}

/** Opens UnsupportedChain (SPEC.md §4); open()'s code is the modal's, fetched with it. */
function openUnsupportedChain(kernel: Kernel): void {
  void import('../router/openModal.js')
    .then((m) => m.openModal(kernel, { view: 'UnsupportedChain' }))
    .catch((error: unknown) => reportError(kernel.events, error))
}
