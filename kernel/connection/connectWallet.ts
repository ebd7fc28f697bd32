import { subscribe } from 'valtio/vanilla'
import type { WalletDirectory } from '../api/walletDirectory.js'
import { pickedWallet, recordRecentWallet } from '../connectors/recordRecentWallet.js'
import { ConnectorUnavailableError, RequestAbortedError } from '../errors/errors.js'
import { reportError } from '../errors/reportError.js'
import type { Kernel } from '../kernel.js'
import type { AccountState } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ConnectOptions, ConnectResult, Connector } from '../types/connector.js'
import { getChainState, resetAccount, setAccountProps, setAccountStatus } from './accountState.js'
import { applyConnection, getConnector } from './applyConnection.js'

// Connecting, fetched with start-up's chunk (kernel/startup.ts): no request of its own, and not in the bytes a
// host loads before the kit starts.

/** A connect attempt that is waiting for its wallet. */
interface Attempt<value> {
  /** The account before the first of a run of attempts: what a failure goes back to. */
  previous?: AccountState | undefined
  /** Settles like the wallet's answer, unless the wallet goes away or a newer attempt takes over first. */
  answer: Promise<value>
  /** A newer attempt for the namespace took over: this one fails with 'Request was aborted'. */
  supersede(): void
}

/** Per kernel, the attempt waiting for its wallet in each namespace. */
const waiting = new WeakMap<Kernel, Map<ChainNamespace, Attempt<unknown>>>()

/**
 * Waits for `connector`'s answer to a connect, failing with 'Connector unavailable' when the wallet goes away
 * first: its connector is unregistered (the extension was removed or replaced its provider) or its provider
 * says `disconnect`. A wallet that vanishes mid-connect leaves no `connecting` account behind.
 */
function waitForWallet<value>(kernel: Kernel, connector: Connector, request: Promise<value>): Attempt<value> {
  const offs: (() => void)[] = []
  let fail!: (error: Error) => void
  const answer = new Promise<value>((resolve, reject) => {
    const settle = (finish: () => void) => {
      for (const off of offs.splice(0)) off()
      finish()
    }
    fail = (error) => settle(() => reject(error))
    request.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    )
  })
  const gone = () => fail(new ConnectorUnavailableError({ id: connector.id }))
  offs.push(subscribe(kernel.store.connectors, () => !kernel.store.connectors.list.includes(connector) && gone()))
  const off = connector.subscribe?.((event) => event.type === 'disconnect' && gone())
  if (off) offs.push(off)
  return { answer, supersede: () => fail(new RequestAbortedError()) }
}

/**
 * Whether a connect ended because the person gave it up before a wallet answered: an error that says so with
 * `abandoned: true` (a connector's own cancellation error).
 */
function isAbandoned(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { abandoned?: unknown }).abandoned === true
}

/**
 * Connects with a registered connector. The namespace is `connecting` meanwhile; on success the account is
 * `connected` and CONNECT_SUCCESS is emitted; on failure the namespace is back to `disconnected` and the
 * error is rethrown, so nothing is left half-connected. A wallet the directory knows (picked from it, or
 * matched by rdns through `directory`) becomes a recent wallet.
 */
export async function connect(
  kernel: Kernel,
  connectorId: string,
  chainNamespace?: ChainNamespace,
  directory?: () => Promise<WalletDirectory>,
  { beside = false }: ConnectOptions = {},
): Promise<ConnectResult> {
  // One id can serve several families (WalletConnect): without one given, the family the modal is opened for
  // (`open({ namespace })`), else the active one, is preferred (SPEC.md §4 namespace filtering).
  const preferred = kernel.store.modal.namespaceFilter ?? kernel.store.chain.activeNamespace
  const connector = chainNamespace
    ? getConnector(kernel, connectorId, chainNamespace)
    : (kernel.store.connectors.list.find((c) => c.id === connectorId && c.chain === preferred) ?? getConnector(kernel, connectorId))
  const picked = pickedWallet(kernel, connector)
  const namespace = connector.chain
  const chain = getChainState(kernel, namespace)
  let pending = waiting.get(kernel)
  if (!pending) waiting.set(kernel, (pending = new Map()))
  const superseding = pending.get(namespace)
  superseding?.supersede()
  const previous = superseding ? superseding.previous : chain.accountState.status === 'connected' ? { ...chain.accountState } : undefined
  if (connector.showsConnecting?.() !== false) setAccountStatus(kernel, namespace, 'connecting')
  const network = chain.networkState.caipNetwork
  const request = new Promise<ConnectResult>((resolve) => resolve(connector.connect(network ? { network } : {})))
  const attempt: Attempt<ConnectResult> = { ...waitForWallet(kernel, connector, request), previous }
  pending.set(namespace, attempt)
  try {
    const result = await attempt.answer
    pending.delete(namespace)
    await applyConnection(kernel, connector, result, beside)
    void recordRecentWallet(kernel, connector, pickedWallet(kernel, connector) ?? picked, directory)
    kernel.events.emit('CONNECT_SUCCESS', { method: connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', name: connector.name })
    return result
  } catch (error) {
    // A superseded attempt leaves the account to the one that replaced it.
    const superseded = pending.has(namespace) && pending.get(namespace) !== attempt
    if (!superseded) {
      pending.delete(namespace)
      if (previous) setAccountProps(kernel, namespace, previous)
      else resetAccount(kernel, namespace)
    }
    // The person left before any wallet answered (Back from a QR code): nothing failed, nothing to report.
    if (!isAbandoned(error)) {
      reportError(kernel.events, error)
      kernel.events.emit('CONNECT_ERROR', { message: error instanceof Error ? error.message : String(error) })
    }
    throw error
  }
}
