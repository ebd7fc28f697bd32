import { createPublicClient, type PublicClient } from 'viem'
import { createTransport, type RpcTransport } from './createTransport.js'

/** One adapter instance's viem public clients, by endpoint list. */
export interface PublicClients {
  /** The client over `urls` (SPEC.md §7 fallback transport), made on first use and kept until `stop()`. */
  get(urls: readonly string[]): PublicClient
  /** Stops every client's ranking pings and forgets the clients; `get` throws afterwards. */
  stop(): void
}

/**
 * The public clients of one adapter set-up: a ranked fallback pings its endpoints for as long as it runs, so
 * each endpoint list gets one client, made on first use, and the adapter's teardown stops them all (a kit that
 * is destroyed leaves no ping behind).
 *
 * @example
 * const clients = createPublicClients()
 * const balance = await clients.get(['http://127.0.0.1:8545']).getBalance({ address })
 * clients.stop()
 */
export function createPublicClients(): PublicClients {
  const clients = new Map<string, { client: PublicClient; rpc: RpcTransport }>()
  let stopped = false
  return {
    get(urls) {
      if (stopped) throw new Error('eip155: the RPC clients were stopped with the kit.')
      const key = urls.join(' ')
      let entry = clients.get(key)
      if (!entry) {
        const rpc = createTransport(urls)
        entry = { client: createPublicClient({ transport: rpc.transport }), rpc }
        clients.set(key, entry)
      }
      return entry.client
    },
    stop() {
      stopped = true
      for (const { rpc } of clients.values()) rpc.stop()
      clients.clear()
    },
  }
}
