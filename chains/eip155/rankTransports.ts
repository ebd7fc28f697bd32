import type { Transport } from 'viem'

export interface RankTransportsParameters {
  /** The endpoints' transports, in configured order. */
  transports: readonly Transport[]
  /** Receives the transports best first after every round of pings. */
  onRanked(ranked: Transport[]): void
  /** Time between the end of one round of pings and the start of the next. */
  interval: number
  /** How many past rounds the scores look at. */
  sampleCount: number
  /** A ping slower than this counts as failed. */
  timeout: number
  weights: { stability: number; latency: number }
}

interface Sample {
  latency: number
  success: 0 | 1
}

/** One round's scores, best first: stability (share of answered pings) and latency (relative to the slowest). */
export function scoreTransports(
  samples: readonly (readonly Sample[])[],
  weights: RankTransportsParameters['weights'],
): number[] {
  const count = samples[0]?.length ?? 0
  const maxLatency = Math.max(0, ...samples.flatMap((round) => round.map(({ latency }) => latency)))
  return Array.from({ length: count }, (_, i) => {
    const mine = samples.map((round) => round[i] as Sample)
    const stability = mine.reduce((sum, { success }) => sum + success, 0) / mine.length
    if (stability === 0) return { i, score: 0 }
    const meanLatency = mine.reduce((sum, { latency }) => sum + latency, 0) / mine.length
    const latency = maxLatency === 0 ? 1 : 1 - meanLatency / maxLatency
    return { i, score: weights.latency * latency + weights.stability * stability }
  })
    .sort((a, b) => b.score - a.score)
    .map(({ i }) => i)
}

/**
 * Ranks RPC endpoints by a `net_listening` ping (SPEC.md §7 fallback ranking, §9 timing): every `interval` each
 * endpoint is pinged with a `timeout`; the last `sampleCount` rounds give each a score of `stability` × share of
 * answered pings + `latency` × (1 − mean latency / slowest latency), and `onRanked` gets them best first. viem's
 * own ranking loop cannot be stopped, so this one runs on a timer it owns. Returns the function that stops it:
 * no ping starts after it is called, and the answer of one in flight is dropped.
 *
 * @example
 * const stop = rankTransports({ transports, onRanked: (t) => (ranked = t), interval: 4000, sampleCount: 10, timeout: 1000, weights: { stability: 0.7, latency: 0.3 } })
 */
export function rankTransports({
  transports,
  onRanked,
  interval,
  sampleCount,
  timeout,
  weights,
}: RankTransportsParameters): () => void {
  const samples: Sample[][] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const ping = async (transport: Transport): Promise<Sample> => {
    const start = Date.now()
    try {
      await transport({ retryCount: 0, timeout }).request({ method: 'net_listening' })
      return { latency: Date.now() - start, success: 1 }
    } catch {
      return { latency: Date.now() - start, success: 0 }
    }
  }

  const round = async () => {
    timer = undefined
    const sample = await Promise.all(transports.map(ping))
    if (stopped) return
    samples.push(sample)
    if (samples.length > sampleCount) samples.shift()
    onRanked(scoreTransports(samples, weights).map((i) => transports[i] as Transport))
    timer = setTimeout(() => void round(), interval)
  }

  void round()
  return () => {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
}
