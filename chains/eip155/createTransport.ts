import { fallback, http, type Transport } from 'viem'
import {
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_PING_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
} from '../../kernel/constants.js'
import { rankTransports } from './rankTransports.js'

/** How many past liveness pings the ranking looks at (SPEC.md §7). */
const FALLBACK_SAMPLE_COUNT = 10

/** A network's transport and the function that stops its ranking pings. */
export interface RpcTransport {
  transport: Transport
  /** Stops the `net_listening` pings and the transport: a call still on its way from a destroyed kit is refused. */
  stop(): void
}

/**
 * The transport for one network's RPC endpoints (SPEC.md §7 chain JSON-RPC, §9 RPC timing): each endpoint is
 * an HTTP JSON-RPC transport that batches up to 1000 calls and gives up after 10 s; together they form a
 * fallback that tries the next endpoint when one fails and, with more than one, ranks them by a
 * `net_listening` ping every 4 s (1 s timeout) weighing stability 0.7 and latency 0.3 over the last 10
 * samples, until `stop()`. Loaded lazily: it imports viem.
 *
 * @example
 * const { transport, stop } = createTransport(['https://a.example', 'https://b.example'])
 * const client = createPublicClient({ transport })
 * stop() // when the kit is destroyed
 */
export function createTransport(urls: readonly string[]): RpcTransport {
  const endpoints = urls.map((url) => http(url, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: RPC_TIMEOUT_MS }))
  let ranked: readonly Transport[] = endpoints
  let stopped = false
  // The fallback's n-th place is whichever endpoint ranks n-th now; once stopped, none sends anything.
  const places = endpoints.map((_, i): Transport => (parameters) => {
    const place = (ranked[i] as Transport)(parameters)
    return {
      ...place,
      request: ((...args: Parameters<typeof place.request>) =>
        stopped ? Promise.reject(new Error('eip155: the RPC transport was stopped with the kit.')) : place.request(...args)) as typeof place.request,
    }
  })
  const transport = fallback(places)
  // One endpoint has nothing to rank against: no pings.
  if (endpoints.length < 2) return { transport, stop: () => void (stopped = true) }
  const stopRanking = rankTransports({
    transports: endpoints,
    onRanked: (order) => (ranked = order),
    interval: FALLBACK_PING_INTERVAL_MS,
    sampleCount: FALLBACK_SAMPLE_COUNT,
    timeout: FALLBACK_PING_TIMEOUT_MS,
    weights: { stability: 0.7, latency: 0.3 },
  })
  return {
    transport,
    stop() {
      stopped = true
      stopRanking()
    },
  }
}
