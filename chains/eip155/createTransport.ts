import { fallback, http, type Transport } from 'viem'
import {
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_PING_TIMEOUT_MS,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
} from '../../kernel/constants.js'

/** How many past liveness pings the ranking looks at (SPEC.md §7). */
export const FALLBACK_SAMPLE_COUNT = 10

/**
 * The transport for one network's RPC endpoints (SPEC.md §7 chain JSON-RPC, §9 RPC timing): each endpoint is
 * an HTTP JSON-RPC transport that batches up to 1000 calls and gives up after 10 s; together they form a
 * fallback that tries the next endpoint when one fails and, with more than one, ranks them by a
 * `net_listening` ping every 4 s (1 s timeout) weighing stability 0.7 and latency 0.3 over the last 10
 * samples. Loaded lazily: it imports viem.
 *
 * @example
 * const client = createPublicClient({ transport: createTransport(['https://a.example', 'https://b.example']) })
 */
export function createTransport(urls: readonly string[]): Transport {
  const transports = urls.map((url) => http(url, { batch: { batchSize: RPC_BATCH_SIZE }, timeout: RPC_TIMEOUT_MS }))
  return fallback(transports, {
    // One endpoint has nothing to rank against: no pings.
    rank:
      transports.length > 1 && {
        interval: FALLBACK_PING_INTERVAL_MS,
        sampleCount: FALLBACK_SAMPLE_COUNT,
        timeout: FALLBACK_PING_TIMEOUT_MS,
        weights: { stability: 0.7, latency: 0.3 },
        ping: ({ transport }) => transport.request({ method: 'net_listening' }),
      },
  })
}
