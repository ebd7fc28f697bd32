import { NetworkNotFoundError } from '../errors/errors.js'
import type { Kernel } from '../kernel.js'
import type { CaipAddress, ChainNamespace, Network } from '../types/chain.js'
import { getChainState, setAccountProps } from './accountState.js'

/** The configured network of a namespace with this chain id (`1`, `'1'` or `'eip155:1'`). */
function findNetwork(kernel: Kernel, namespace: ChainNamespace, chainId: number | string): Network | undefined {
  const id = String(chainId)
  return kernel.networks.find(
    (n) => n.chainNamespace === namespace && (String(n.id) === id || n.caipNetworkId === id),
  )
}

/** Makes a namespace the active one (SPEC.md §4 Network switching). */
export function switchActiveNamespace(kernel: Kernel, namespace: ChainNamespace): void {
  getChainState(kernel, namespace)
  kernel.store.chain.activeNamespace = namespace
}

/**
 * Records that the wallet is now on `network`: the active chain and address change, the unsupported
 * state clears, and SWITCH_NETWORK tells plugins to drop forms in progress (SPEC.md §4).
 */
export function setActiveNetwork(kernel: Kernel, network: Network): void {
  const namespace = network.chainNamespace
  const chain = getChainState(kernel, namespace)
  const previous = chain.networkState.caipNetwork?.caipNetworkId
  chain.networkState.caipNetwork = network
  kernel.store.chain.activeNamespace = namespace
  kernel.store.chain.unsupportedNetwork = false
  const { address } = chain.accountState
  if (address) setAccountProps(kernel, namespace, { caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress })
  if (previous !== network.caipNetworkId) kernel.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
}

/**
 * Switches to a configured network: asks the connected wallet of that namespace to switch first, when
 * there is one, then makes the network active. Throws NetworkNotFoundError for a network not configured.
 */
export async function switchNetwork(kernel: Kernel, network: Network): Promise<void> {
  const known = kernel.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!known) throw new NetworkNotFoundError({ caipNetworkId: network.caipNetworkId })
  const { accountState } = getChainState(kernel, known.chainNamespace)
  const connector =
    accountState.status === 'connected'
      ? kernel.store.connectors.list.find((c) => c.id === accountState.connectorId && c.chain === known.chainNamespace)
      : undefined
  if (connector?.switchNetwork) await connector.switchNetwork(known)
  setActiveNetwork(kernel, known)
}

/**
 * The wallet moved to `chainId`. A configured network becomes active; an unknown one puts the kit in the
 * unsupported-network state and opens UnsupportedChain when network switching is on and unsupported
 * chains are not allowed (SPEC.md §4). Returns whether UnsupportedChain should show.
 */
export function onWalletChainChanged(kernel: Kernel, namespace: ChainNamespace, chainId: number | string): boolean {
  const network = findNetwork(kernel, namespace, chainId)
  if (network) {
    setActiveNetwork(kernel, network)
    return false
  }
  kernel.store.chain.unsupportedNetwork = true
  const { options } = kernel
  return options.enableNetworkSwitch !== false && !options.allowUnsupportedChain
}
