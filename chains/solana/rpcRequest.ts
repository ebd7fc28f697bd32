import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { Network } from '../../kernel/types/chain.js'
import { SolanaRpcUrlMissingError } from './errors.js'

/** A JSON-RPC error answer of a Solana node. */
class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The RPC URL of `network`: `customRpcUrls` first, then the network's own. */
export function rpcUrlOf(network: Network, customRpcUrls: AdapterContext['customRpcUrls']): string {
  const url = customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
  if (!url) throw new SolanaRpcUrlMissingError({ caipNetworkId: network.caipNetworkId })
  return url
}

/**
 * One JSON-RPC 2.0 call over HTTP POST (SPEC.md §7 chain JSON-RPC); resolves `result`, throws `SolanaRpcError`
 * with the node's code and message, or 'HTTP status code: {n}'.
 *
 * @example
 * await rpcRequest(url, 'getBalance', [address]) // { context, value: 1000000000 }
 */
export async function rpcRequest<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error) throw new SolanaRpcError(body.error.code, body.error.message)
  return body.result as T
}
