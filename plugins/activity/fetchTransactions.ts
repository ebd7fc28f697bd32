import type { HttpClient } from 'portico'
import { historyResponseSchema, type HistoryResponse } from './historyResponseSchema.js'

export interface FetchTransactionsParameters {
  /** The account's address (plain or CAIP-10). */
  address: string
  /** CAIP-2 id of the chain whose transactions to list. */
  chainId: string
  /** The `next` of the previous page. */
  cursor?: string | null | undefined
  /** An on-ramp provider, to list its purchases instead. */
  onramp?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * One page of an account's transactions from the blockchain API (SPEC.md §7), newest first, checked against
 * the schema. Throws the client's errors (`HTTP status code: {n}`, timeout, invalid response).
 *
 * @example
 * const client = await kernel.api.blockchain()
 * const { data, next } = await fetchTransactions(client, { address, chainId: 'eip155:1' })
 */
export function fetchTransactions(
  client: HttpClient,
  { address, chainId, cursor, onramp, signal }: FetchTransactionsParameters,
): Promise<HistoryResponse> {
  return client.get(`/v1/account/${encodeURIComponent(address)}/history`, {
    query: { chainId, cursor, onramp },
    schema: historyResponseSchema,
    signal,
  })
}
