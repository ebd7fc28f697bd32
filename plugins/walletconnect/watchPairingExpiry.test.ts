import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { proxy } from 'valtio/vanilla'
import { createMemoryStorage } from '../../kernel/utils/storage.js'
import { createPairing, initialPairingState } from './pairing.js'
import { watchPairingExpiry } from './watchPairingExpiry.js'

describe('watchPairingExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for a fresh uri once the shown one counts as expired: 4 minutes after it was set, 10 s early (SPEC §4)', async () => {
    const state = proxy(initialPairingState())
    const walletConnect = createPairing({ state, storage: createMemoryStorage(), env: { now: () => Date.now() }, events: { on: () => () => {} } } as never)
    const refresh = vi.fn()
    const stop = watchPairingExpiry({
      getUri: () => state.uri,
      isExpired: walletConnect.isUriExpired,
      refresh,
    })
    // No uri yet: nothing to refresh, although "no uri" counts as expired.
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(refresh).not.toHaveBeenCalled()

    walletConnect.setUri('wc:first@2')
    await vi.advanceTimersByTimeAsync(3 * 60_000 + 49_000)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(refresh).toHaveBeenCalledTimes(1)

    // Once per uri, even while the fresh one is slow to arrive.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(refresh).toHaveBeenCalledTimes(1)

    walletConnect.setUri('wc:second@2')
    await vi.advanceTimersByTimeAsync(3 * 60_000 + 49_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(refresh).toHaveBeenCalledTimes(2)

    stop()
    walletConnect.setUri('wc:third@2')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(refresh).toHaveBeenCalledTimes(2)
  })
})
