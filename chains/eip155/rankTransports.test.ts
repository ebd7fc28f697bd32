import { custom, type Transport } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rankTransports, scoreTransports } from './rankTransports.js'

const weights = { stability: 0.7, latency: 0.3 }

afterEach(() => {
  vi.useRealTimers()
})

describe('scoreTransports (SPEC §7: stability 0.7, latency 0.3)', () => {
  it('puts the endpoint that answers more often first, then the faster one', () => {
    const samples = [
      [{ latency: 10, success: 1 }, { latency: 50, success: 1 }, { latency: 5, success: 0 }],
      [{ latency: 10, success: 0 }, { latency: 50, success: 1 }, { latency: 5, success: 0 }],
    ] as const
    // 0: 0.7 × 0.5 + 0.3 × 0.8 = 0.59; 1: 0.7 × 1 + 0.3 × 0 = 0.7; 2: never answered, 0.
    expect(scoreTransports(samples, weights)).toEqual([1, 0, 2])
  })

  it('ranks by latency among equally stable endpoints and keeps the configured order on a tie', () => {
    expect(scoreTransports([[{ latency: 40, success: 1 }, { latency: 20, success: 1 }]], weights)).toEqual([1, 0])
    expect(scoreTransports([[{ latency: 0, success: 1 }, { latency: 0, success: 1 }]], weights)).toEqual([0, 1])
  })
})

describe('rankTransports (SPEC §9: every 4 s, last 10 samples)', () => {
  function endpoint(answer: () => unknown) {
    const request = vi.fn(async () => answer())
    return { request, transport: custom({ request }) as Transport }
  }

  it('pings each endpoint every interval on a timer it stops', async () => {
    vi.useFakeTimers()
    const a = endpoint(() => true)
    const b = endpoint(() => {
      throw new Error('down')
    })
    const ranked: Transport[][] = []
    const stop = rankTransports({
      transports: [b.transport, a.transport],
      onRanked: (order) => ranked.push(order),
      interval: 4_000,
      sampleCount: 10,
      timeout: 1_000,
      weights,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(a.request).toHaveBeenCalledTimes(1)
    expect(a.request).toHaveBeenCalledWith({ method: 'net_listening' }, undefined)
    expect(ranked.at(-1)).toEqual([a.transport, b.transport])
    await vi.advanceTimersByTimeAsync(4_000)
    expect(a.request).toHaveBeenCalledTimes(2)
    stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(40_000)
    expect(a.request).toHaveBeenCalledTimes(2)
    expect(b.request).toHaveBeenCalledTimes(2)
  })

  it('drops the answer of a round that was in flight when it stopped', async () => {
    let answer!: () => void
    const slow = endpoint(() => new Promise<boolean>((resolve) => (answer = () => resolve(true))))
    const onRanked = vi.fn()
    const stop = rankTransports({ transports: [slow.transport, slow.transport], onRanked, interval: 4_000, sampleCount: 10, timeout: 1_000, weights })
    await vi.waitFor(() => expect(slow.request).toHaveBeenCalled())
    stop()
    answer()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onRanked).not.toHaveBeenCalled()
  })
})
