/** The parts of a UniversalProvider's Core that closing it touches. */
export interface ClosableCore {
  heartbeat: { stop(): void }
  relayer: {
    transportClose(): Promise<void>
    transportOpen(...args: never[]): Promise<void>
    restartTransport(...args: never[]): Promise<void>
    connect(...args: never[]): Promise<void>
    toEstablishConnection(...args: never[]): Promise<void>
    request(...args: never[]): Promise<unknown>
  }
}

/** The parts of a UniversalProvider's SignClient that ending its pending proposals touches. */
export interface ProposingClient {
  proposal: { getAll(): readonly { id: number }[] }
  events: { emit(event: 'proposal_expire', payload: { id: number }): unknown }
}

/** A window listener the SDK added and never removes. */
type WindowListener = readonly [type: string, listener: EventListenerOrEventListenerObject]

/** Cores by relayer: two providers with one storage prefix share one Core's relayer (the SDK's global Core). */
const owners = new WeakMap<object, { users: number; listeners: WindowListener[] }>()

/** The listener lists of the SDK starts under way; while there is one, the window's addEventListener feeds them. */
const capturing = new Set<WindowListener[]>()
let windowAddEventListener: typeof globalThis.addEventListener | undefined

/**
 * Runs `start` (the SDK's init) and returns what it made with the `online` and `offline` listeners added to the
 * window meanwhile: the SDK keeps its relayer alive through them and never removes them, so closing removes them.
 * Starts that overlap (two kits) share one wrapper, put back when the last one ends.
 */
export async function withNetworkListeners<T>(start: () => Promise<T>): Promise<{ made: T; listeners: WindowListener[] }> {
  const target = globalThis as { addEventListener?: typeof globalThis.addEventListener }
  const listeners: WindowListener[] = []
  if (!capturing.size && target.addEventListener) {
    const original = (windowAddEventListener = target.addEventListener)
    target.addEventListener = function (this: unknown, type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) {
      if (listener && (type === 'online' || type === 'offline')) for (const list of capturing) list.push([type, listener])
      return Reflect.apply(original, this, [type, listener, options]) as void
    } as typeof globalThis.addEventListener
  }
  capturing.add(listeners)
  try {
    return { made: await start(), listeners }
  } finally {
    capturing.delete(listeners)
    if (!capturing.size && windowAddEventListener) {
      target.addEventListener = windowAddEventListener
      windowAddEventListener = undefined
    }
  }
}

/**
 * Counts a provider as one user of its Core; `closeUniversalProvider` closes the Core with its last user and
 * removes the window `listeners` the Core's start added.
 */
export function holdCore(core: ClosableCore, listeners: readonly WindowListener[] = []): void {
  const owner = owners.get(core.relayer) ?? { users: 0, listeners: [] }
  owner.users += 1
  owner.listeners.push(...listeners)
  owners.set(core.relayer, owner)
}

/**
 * Ends the client's pending session proposals the way their expiry does: the SDK then clears each one's 5-minute
 * approval timer (which would otherwise hold the closed provider until it fires), drops its keys and rejects the
 * `connect()` waiting for it. For a kit destroyed in the middle of a pairing.
 *
 * @example
 * expireProposals(provider.client)
 */
export function expireProposals(client: ProposingClient): void {
  for (const { id } of client.proposal.getAll()) client.events.emit('proposal_expire', { id })
}

/**
 * Stops a UniversalProvider's Core when its last user goes (the kit is destroyed): the heartbeat interval stops,
 * the relay socket closes and stays closed, and the SDK's page-wide Core for `customStoragePrefix` is forgotten so
 * a later kit starts a fresh one. The closed relayer opens no socket again: not on its own reconnect timers, not
 * for a request still on its way, not on the `online` window event; the SDK's `online` and `offline` listeners go.
 *
 * @example
 * await closeUniversalProvider(provider.client.core, 'portico')
 */
export async function closeUniversalProvider(core: ClosableCore, customStoragePrefix: string): Promise<void> {
  const owner = owners.get(core.relayer)
  if (owner && owner.users > 1) return void (owner.users -= 1)
  owners.delete(core.relayer)
  for (const [type, listener] of owner?.listeners ?? []) globalThis.removeEventListener?.(type, listener)
  core.heartbeat.stop()
  const { relayer } = core
  // Every way the relayer (re)opens a socket: its own reconnects, the window's online event, and a request still on
  // its way (a pairing cleanup started as the modal closed) would otherwise open a new one after this.
  relayer.transportOpen = async () => {}
  relayer.restartTransport = async () => {}
  relayer.connect = async () => {}
  relayer.toEstablishConnection = async () => {}
  // Its JSON-RPC provider opens a socket for any request it is given.
  relayer.request = () => Promise.reject(new Error('WalletConnect was closed with its kit.'))
  // A socket that fails to close is dead to the kit all the same: nothing above can reopen or use it.
  await relayer.transportClose().catch(() => {})
  const key = `_walletConnectCore_${customStoragePrefix}`
  const global = globalThis as Record<string, unknown>
  if ((global[key] as { relayer?: unknown } | undefined)?.relayer === relayer) {
    delete global[key]
    delete global[`${key}_count`]
  }
}
