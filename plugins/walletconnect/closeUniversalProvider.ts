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

/** Cores by relayer: two providers with one storage prefix share one Core's relayer (the SDK's global Core). */
const owners = new WeakMap<object, number>()

/** Counts a provider as one user of its Core; `closeUniversalProvider` closes the Core with its last user. */
export function holdCore(core: ClosableCore): void {
  owners.set(core.relayer, (owners.get(core.relayer) ?? 0) + 1)
}

/**
 * Stops a UniversalProvider's Core when its last user goes (the kit is destroyed): the heartbeat interval stops,
 * the relay socket closes and stays closed, and the SDK's page-wide Core for `customStoragePrefix` is forgotten so
 * a later kit starts a fresh one. The closed relayer opens no socket again: not on its own reconnect timers, not
 * for a request still on its way, not on the `online` window event (the SDK adds that listener and never removes it).
 *
 * @example
 * await closeUniversalProvider(provider.client.core, 'portico')
 */
export async function closeUniversalProvider(core: ClosableCore, customStoragePrefix: string): Promise<void> {
  const users = (owners.get(core.relayer) ?? 1) - 1
  if (users > 0) return void owners.set(core.relayer, users)
  owners.delete(core.relayer)
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
  await relayer.transportClose().catch(() => {})
  const key = `_walletConnectCore_${customStoragePrefix}`
  const global = globalThis as Record<string, unknown>
  if ((global[key] as { relayer?: unknown } | undefined)?.relayer === relayer) {
    delete global[key]
    delete global[`${key}_count`]
  }
}
