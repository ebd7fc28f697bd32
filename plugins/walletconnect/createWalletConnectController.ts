import type { ChainNamespace, ConnectorEvent } from 'portico'
import type { Pairing } from './pairing.js'
import type { ProposalNamespaces } from './buildNamespaces.js'
import { ConnectionCancelledError, toConnectionError, WalletConnectSetupError } from './errors.js'
import { sessionAccounts, type WalletConnectProvider, type WalletConnectSession } from './walletConnectProvider.js'

export interface CreateWalletConnectControllerParameters {
  /** The pairing the modal shows (the plugin's state). */
  kernel: { walletConnect: Pairing }
  /** Loads and initialises the provider (the first call only; the controller keeps it). */
  loadProvider(): Promise<WalletConnectProvider>
  /** The session proposal's namespaces. */
  namespaces(): ProposalNamespaces
}

/**
 * One kit's WalletConnect: the provider (loaded on first use), the pending connection and its pairings, and
 * the session's events for each chain family's connector.
 */
export interface WalletConnectController {
  /** The provider, loaded and initialised on first call; restores a stored session. */
  getProvider(): Promise<WalletConnectProvider>
  /** The provider if it is loaded already. */
  loadedProvider(): WalletConnectProvider | undefined
  /**
   * A session with an account on `namespace`: the current one, or a new one paired through a QR code or deep
   * link. A call while a pairing is pending joins it. Rejects with ConnectionDeclinedError when the wallet
   * refuses, ConnectionCancelledError after `cancel()`.
   */
  connect(namespace: ChainNamespace): Promise<WalletConnectSession>
  /** Whether a connection waits for a wallet. */
  isPending(): boolean
  /** Replaces the pending pairing with a fresh one (a new uri); the pending connection goes on. */
  refresh(): void
  /** Gives up the pending connection: it rejects with ConnectionCancelledError and the uri is cleared. */
  cancel(): void
  /** Ends the session for every chain family; the other families' connectors report a disconnect. */
  disconnect(): Promise<void>
  /** The session's events for one chain family; returns the unsubscribe function. */
  subscribe(namespace: ChainNamespace, listener: (event: ConnectorEvent) => void): () => void
  /**
   * Drops the listeners and the pending connection and closes the provider, also one still loading (the plugin
   * unloads): its relay socket and timers stop.
   */
  destroy(): Promise<void>
}

interface Pending {
  promise: Promise<WalletConnectSession>
  resolve(session: WalletConnectSession): void
  reject(error: unknown): void
}

type Listener = (event: ConnectorEvent) => void

/**
 * Makes the WalletConnect controller of one kit. Nothing is loaded until a WalletConnect path asks for the
 * provider.
 */
export function createWalletConnectController({
  kernel,
  loadProvider,
  namespaces,
}: CreateWalletConnectControllerParameters): WalletConnectController {
  let providerPromise: Promise<WalletConnectProvider> | undefined
  let provider: WalletConnectProvider | undefined
  let pending: Pending | undefined
  /** Increases with every pairing; only the latest one's uri shows and only its failure counts. */
  let attempt = 0
  let stopAttemptUri: (() => void) | undefined
  let destroyed = false
  const listeners = new Map<ChainNamespace, Set<Listener>>()
  const detach: (() => void)[] = []

  function emit(namespace: ChainNamespace, event: ConnectorEvent): void {
    for (const listener of [...(listeners.get(namespace) ?? [])]) listener(event)
  }

  function emitAll(event: ConnectorEvent): void {
    for (const namespace of [...listeners.keys()]) emit(namespace, event)
  }

  function onSessionGone(): void {
    kernel.walletConnect.setDeepLinkChoice(undefined)
    emitAll({ type: 'disconnect' })
  }

  function getProvider(): Promise<WalletConnectProvider> {
    // The session's event handling is needed only with a provider: it is fetched beside the SDK.
    providerPromise ??= Promise.all([loadProvider(), import('./watchSession.js')]).then(
      ([loaded, { watchSession }]) => {
        provider = loaded
        if (!destroyed) detach.push(watchSession(loaded, { emit, families: () => listeners.keys(), onSessionGone }))
        return loaded
      },
      (error: unknown) => {
        // The next WalletConnect path tries again (a chunk that failed to load, a relay that was down).
        providerPromise = undefined
        throw error
      },
    )
    return providerPromise
  }

  function settle(outcome: { session: WalletConnectSession } | { error: unknown }): void {
    const current = pending
    if (!current) return
    pending = undefined
    stopAttemptUri?.()
    stopAttemptUri = undefined
    kernel.walletConnect.setUri(undefined)
    if ('session' in outcome) current.resolve(outcome.session)
    else current.reject(outcome.error)
  }

  function pair(target: WalletConnectProvider): void {
    const id = ++attempt
    stopAttemptUri?.()
    const onUri = (uri: string) => {
      if (id === attempt && pending) kernel.walletConnect.setUri(uri)
    }
    target.on('display_uri', onUri)
    stopAttemptUri = () => target.removeListener('display_uri', onUri)
    let connecting: Promise<WalletConnectSession | undefined>
    try {
      connecting = target.connect({ optionalNamespaces: namespaces() })
    } catch (error) {
      connecting = Promise.reject(error)
    }
    connecting.then(
      (session) => {
        if (id === attempt) stopAttemptUri?.()
        // A superseded pairing that a wallet approved anyway still connects: the user said yes.
        if (session) settle({ session })
        else if (id === attempt) settle({ error: new ConnectionCancelledError() })
      },
      (error: unknown) => {
        // Only the latest pairing's failure counts; a superseded one expiring or being dropped is expected.
        if (id === attempt) settle({ error: toConnectionError(error) })
      },
    )
  }

  async function start(current: Pending, namespace: ChainNamespace): Promise<void> {
    let target: WalletConnectProvider
    try {
      target = await getProvider()
    } catch (cause) {
      if (pending === current) settle({ error: new WalletConnectSetupError({ cause }) })
      return
    }
    if (pending !== current) return
    const existing = target.session
    if (existing && sessionAccounts(existing, namespace).length) return settle({ session: existing })
    // A session without this family is of no use to it: end it, then pair afresh for every family. Pairing goes
    // ahead even if ending it fails: the old session then only lingers in the wallet until it expires.
    if (existing) await target.disconnect().catch(() => {})
    if (pending === current) pair(target)
  }

  function connect(namespace: ChainNamespace): Promise<WalletConnectSession> {
    if (pending) return pending.promise
    let resolve!: (session: WalletConnectSession) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<WalletConnectSession>((res, rej) => {
      resolve = res
      reject = rej
    })
    const current: Pending = { promise, resolve, reject }
    pending = current
    void start(current, namespace)
    return promise
  }

  function refresh(): void {
    if (!pending || !provider) return
    kernel.walletConnect.setUri(undefined)
    pair(provider)
  }

  function cancel(): void {
    if (!pending) return
    attempt += 1
    settle({ error: new ConnectionCancelledError() })
    // Tidying the relay: pairings no session uses expire on their own if this fails.
    void provider?.cleanupPendingPairings?.().catch(() => {})
  }

  async function disconnect(): Promise<void> {
    cancel()
    kernel.walletConnect.setDeepLinkChoice(undefined)
    const target = provider
    if (!target?.session) return
    try {
      await target.disconnect()
    } finally {
      // The session served every family: the others learn it is gone (the caller's own listener is off).
      emitAll({ type: 'disconnect' })
    }
  }

  function subscribe(namespace: ChainNamespace, listener: Listener): () => void {
    let set = listeners.get(namespace)
    if (!set) listeners.set(namespace, (set = new Set()))
    const own = set
    own.add(listener)
    return () => {
      own.delete(listener)
      if (!own.size && listeners.get(namespace) === own) listeners.delete(namespace)
    }
  }

  async function destroy(): Promise<void> {
    destroyed = true
    // Like cancel(), without asking the relay to drop the pairings: the socket is about to close.
    if (pending) {
      attempt += 1
      settle({ error: new ConnectionCancelledError() })
    }
    for (const off of detach.splice(0)) off()
    listeners.clear()
    const loading = providerPromise
    providerPromise = Promise.reject(new WalletConnectSetupError({ cause: new Error('The kit was destroyed.') }))
    // For getProvider() calls after destroy(); no one may ask, so it must not count as unhandled.
    providerPromise.catch(() => {})
    // A provider that failed to start has nothing to close; its failure went to whoever waited for it.
    const target = await loading?.catch(() => undefined)
    provider = undefined
    await target?.close?.()
  }

  return {
    getProvider,
    loadedProvider: () => provider,
    connect,
    isPending: () => Boolean(pending),
    refresh,
    cancel,
    disconnect,
    subscribe,
    destroy,
  }
}
