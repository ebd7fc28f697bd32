import { DisconnectError } from '../errors/errors.js'
import { reportError } from '../errors/reportError.js'
import type { Kernel } from '../kernel.js'
import type { ChainNamespace } from '../types/chain.js'
import { connectedNamespaces, getChainState, resetAccount, storedConnectorIds } from './accountState.js'

const unsubscribers = new WeakMap<Kernel, Map<ChainNamespace, () => void>>()
/** Kits that stopped listening to wallets for good (destroyed): a connect that finishes later adds no listener. */
const stopped = new WeakSet<Kernel>()

/** The wallet event subscriptions of a kit's connected families. */
export function listeners(kernel: Kernel): Map<ChainNamespace, () => void> {
  let map = unsubscribers.get(kernel)
  if (!map) unsubscribers.set(kernel, (map = new Map()))
  return map
}

/**
 * Disconnects one namespace, or every connected one. Each account is reset even when its wallet fails to
 * disconnect; the failure is then thrown as 'Failed to disconnect' with the chain's reason (SPEC.md §8).
 */
export async function disconnect(kernel: Kernel, namespace?: ChainNamespace): Promise<void> {
  const namespaces = namespace ? [namespace] : connectedNamespaces(kernel)
  const { modal } = kernel.store
  modal.loading = true
  const failures: DisconnectError[] = []
  try {
    for (const ns of namespaces) {
      const { connectorId } = getChainState(kernel, ns).accountState
      const connector = kernel.store.connectors.list.find((c) => c.id === connectorId && c.chain === ns)
      listeners(kernel).get(ns)?.()
      listeners(kernel).delete(ns)
      try {
        await connector?.disconnect()
      } catch (cause) {
        failures.push(new DisconnectError({ namespace: ns, cause }))
      } finally {
        kernel.providers.delete(ns)
        resetAccount(kernel, ns)
      }
    }
  } finally {
    modal.loading = false
  }
  if (failures.length) {
    reportError(kernel.events, failures[0])
    kernel.events.emit('DISCONNECT_ERROR', { message: failures[0]?.details })
    throw failures[0]
  }
  kernel.events.emit('DISCONNECT_SUCCESS', {})
}

/** Marks each namespace with a stored session `connecting` (SPEC.md §4: start-up). */
export function markStoredSessionsConnecting(kernel: Kernel): [ChainNamespace, string][] {
  const entries = Object.entries(storedConnectorIds(kernel)) as [ChainNamespace, string][]
  for (const [ns] of entries) getChainState(kernel, ns).accountState.status = 'connecting'
  return entries
}

/** Whether the kit stopped listening to wallets for good (destroyed): a connect that finishes later adds no listener. */
export function isStopped(kernel: Kernel): boolean {
  return stopped.has(kernel)
}

/** Stops listening to every wallet; used when the kit is destroyed. */
export function stopConnectorListeners(kernel: Kernel): void {
  stopped.add(kernel)
  for (const off of listeners(kernel).values()) off()
  listeners(kernel).clear()
}
