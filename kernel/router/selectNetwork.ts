import { connectedNamespaces, getAccountState } from '../connection/accountState.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import type { Kernel } from '../kernel.js'
import type { Network } from '../types/chain.js'
import { goBack } from './goBack.js'
import { push } from './history.js'

/**
 * What picking a network does (SPEC.md §4 Network switching): connected on another chain family but not
 * on the target's goes to SwitchActiveChain; connected on the target's family goes to SwitchNetwork unless
 * the confirmation is turned off; otherwise the network switches at once.
 */
export async function selectNetwork(kernel: Kernel, network: Network): Promise<void> {
  const namespace = network.chainNamespace
  const connectedHere = Boolean(getAccountState(kernel, namespace)?.address)
  if (!connectedHere && connectedNamespaces(kernel).some((ns) => ns !== namespace))
    return push(kernel.store.router, 'SwitchActiveChain', { network })
  if (connectedHere && kernel.options.enableNetworkSwitchConfirmation !== false)
    return push(kernel.store.router, 'SwitchNetwork', { network })
  await switchNetwork(kernel, network)
}

/**
 * Runs the switch a SwitchNetwork or UnsupportedChain view asked for. If it fails the view goes back (SPEC.md
 * §4); once it succeeds the network list is done with too, so the modal returns to where the user came from.
 */
export async function confirmNetworkSwitch(kernel: Kernel, network: Network): Promise<void> {
  try {
    await switchNetwork(kernel, network)
  } catch (error) {
    goBack(kernel)
    throw error
  }
  goBack(kernel)
  if (kernel.store.router.view === 'Networks') goBack(kernel)
}
