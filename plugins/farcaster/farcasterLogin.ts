import type { PluginContext } from 'portico'
import type { FarcasterState } from './index.js'

/**
 * How long the frame waits for the Farcaster app (the relay keeps a channel 5 minutes): the person has to reach
 * for their phone, so this step is not held to the 30 s of SPEC.md §8.
 */
const FARCASTER_WAIT_MS = 5 * 60_000
/** SPEC.md §2: the auth connector reloads about this long after the person leaves the view unconnected. */
const RELOAD_DELAY_MS = 100

/**
 * Sign In With Farcaster over the embedded wallet's API (SPEC.md §2, §3): the frame opens a channel on the relay
 * (`GET_FARCASTER_URI`, whose URL the view shows as a QR code and a link), then waits on it for the Farcaster app's
 * signed message, which the auth server verifies against the fid's custody on chain (`CONNECT_FARCASTER`); then
 * the embedded wallet connects. Fetched with ConnectingFarcaster, so nothing of it loads before.
 */
export function createFarcasterLogin(kernel: PluginContext<'farcaster'>) {
  const { state } = kernel
  const wallet = kernel.plugin('embedded-wallet')
  let current: AbortController | undefined

  const fail = (try_: AbortController, key: NonNullable<FarcasterState['error']>['key'], message?: string) => {
    if (current !== try_) return
    state.phase = 'failed'
    state.error = { key, ...(message === undefined ? {} : { message }) }
  }

  async function run(try_: AbortController): Promise<void> {
    try {
      const { url } = await wallet.request('GET_FARCASTER_URI')
      if (try_.signal.aborted) return
      state.farcasterUrl = url
      await wallet.request('CONNECT_FARCASTER', {}, { timeoutMs: FARCASTER_WAIT_MS })
      if (try_.signal.aborted) return
      state.phase = 'connecting'
      await wallet.connect('farcaster')
      if (current === try_ && kernel.kit.router.view === 'ConnectingFarcaster') kernel.modal.close()
    } catch (error) {
      if (try_.signal.aborted) return
      const { name, code, message } = error as { name?: string; code?: string; message?: string }
      state.farcasterUrl = undefined
      if (name === 'FrameTimeoutError') fail(try_, 'farcaster.timeout')
      else if (code === 'FARCASTER_REFUSED') fail(try_, 'farcaster.refused', message)
      else fail(try_, 'farcaster.failed', message ?? String(error))
    } finally {
      if (current === try_) current = undefined
    }
  }

  return {
    /** Starts a sign-in: a new channel, its link shown once the frame has it. */
    start(): void {
      current?.abort()
      const try_ = (current = new AbortController())
      state.farcasterUrl = undefined
      state.error = undefined
      state.phase = 'waiting'
      void run(try_)
    },
    /**
     * The person left the view. Unconnected (SPEC.md §2 Back rule): the link goes, and about 100 ms later the
     * auth connector reloads, which drops the channel the frame was waiting on.
     */
    leave(): void {
      const try_ = current
      current = undefined
      try_?.abort()
      state.farcasterUrl = undefined
      if (kernel.account.get()?.status === 'connected') return
      setTimeout(() => {
        for (const connector of kernel.kit.connectors.list) if (connector.type === 'AUTH') connector.reload?.()
      }, RELOAD_DELAY_MS)
    },
  }
}
