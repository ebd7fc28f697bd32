import { createPublicClient, type PublicClient } from 'viem'
import { createTransport } from './createTransport.js'

/**
 * One client per endpoint list, kept for the page's life: a ranked fallback pings its endpoints for as
 * long as it exists, so a new client per call would add a ping loop per call.
 */
const clients = new Map<string, PublicClient>()

/**
 * A viem public client over `urls` with the fallback transport of SPEC.md §7.
 *
 * @example
 * const balance = await getPublicClient(['http://127.0.0.1:8545']).getBalance({ address })
 */
export function getPublicClient(urls: readonly string[]): PublicClient {
  const key = urls.join(' ')
  let client = clients.get(key)
  if (!client) clients.set(key, (client = createPublicClient({ transport: createTransport(urls) })))
  return client
}
