import type { ChainNamespace, ConnectorEvent } from 'portico'
import {
  parseAccount,
  sessionAccounts,
  toChainId,
  type WalletConnectProvider,
  type WalletConnectSession,
} from './walletConnectProvider.js'

interface SessionEventPayload {
  topic?: string
  params?: { chainId?: string; event?: { name?: string; data?: unknown } }
}

interface SessionUpdatePayload {
  topic?: string
  params?: { namespaces?: WalletConnectSession['namespaces'] }
}

/** The address of the first entry of an `accountsChanged` payload (CAIP-10 or plain addresses). */
function firstAddress(data: unknown): string | undefined {
  const first: unknown = Array.isArray(data) ? data[0] : undefined
  if (typeof first !== 'string' || !first) return undefined
  return first.includes(':') ? parseAccount(first)?.address : first
}

/** The chain id of a `chainChanged` payload: `137`, `'0x89'`, `'137'`, `'eip155:137'`, or the event's chain. */
function changedChainId(namespace: string, data: unknown, eventChain: string | undefined): number | string | undefined {
  if (typeof data === 'number' && Number.isFinite(data)) return data
  if (typeof data === 'string' && data) {
    if (/^0x[0-9a-f]+$/iu.test(data)) return Number.parseInt(data, 16)
    const reference = data.includes(':') ? data.slice(data.indexOf(':') + 1) : data
    return toChainId(namespace, reference)
  }
  const reference = eventChain?.split(':')[1]
  return reference ? toChainId(namespace, reference) : undefined
}

export interface WatchSessionParameters {
  /** Passes a session event on to one chain family's connector. */
  emit(namespace: ChainNamespace, event: ConnectorEvent): void
  /** The chain families whose connectors listen. */
  families(): Iterable<ChainNamespace>
  /** The wallet ended the session, or the relay lost it. */
  onSessionGone(): void
}

/**
 * Turns the provider's session events into connector events: `accountsChanged` and `chainChanged` for the
 * family the event names, an update's first account for every listening family, and the end of the session.
 * Returns the function that removes the provider listeners.
 *
 * @example
 * const stop = watchSession(provider, { emit, families: () => listeners.keys(), onSessionGone })
 */
export function watchSession(
  target: WalletConnectProvider,
  { emit, families, onSessionGone }: WatchSessionParameters,
): () => void {
  const detach: (() => void)[] = []
  function listen(event: string, listener: (payload: never) => void): void {
    target.on(event, listener)
    detach.push(() => target.removeListener(event, listener))
  }
  listen('session_event', (payload: SessionEventPayload) => {
    if (payload.topic && target.session && payload.topic !== target.session.topic) return
    const { chainId, event } = payload.params ?? {}
    const namespace = chainId?.split(':')[0] as ChainNamespace | undefined
    if (!namespace || !event) return
    if (event.name === 'accountsChanged') {
      const address = firstAddress(event.data)
      if (address) emit(namespace, { type: 'accountsChanged', address })
    } else if (event.name === 'chainChanged') {
      const id = changedChainId(namespace, event.data, chainId)
      if (id !== undefined) emit(namespace, { type: 'chainChanged', chainId: id })
    }
  })
  listen('session_update', (payload: SessionUpdatePayload) => {
    const updated = payload.params?.namespaces
    if (!updated) return
    // A family the update drops keeps its account until the wallet says otherwise: the kernel would end the
    // whole session for it.
    for (const namespace of families()) {
      const address = sessionAccounts({ topic: '', namespaces: updated }, namespace)[0]?.address
      if (address) emit(namespace, { type: 'accountsChanged', address })
    }
  })
  listen('session_delete', onSessionGone)
  listen('disconnect', onSessionGone)
  return () => {
    for (const off of detach.splice(0)) off()
  }
}
