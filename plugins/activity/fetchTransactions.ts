import { sanitizeName, type HttpClient } from 'portico'
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
 * the schema, names through `sanitizeName`. Throws the client's errors (`HTTP status code: {n}`, timeout, invalid response).
 *
 * @example
 * const client = await kernel.api.blockchain()
 * const { data, next } = await fetchTransactions(client, { address, chainId: 'eip155:1' })
 */
export async function fetchTransactions(
  client: HttpClient,
  { address, chainId, cursor, onramp, signal }: FetchTransactionsParameters,
): Promise<HistoryResponse> {
  const page = await client.get(`/v1/account/${encodeURIComponent(address)}/history`, {
    query: { chainId, cursor, onramp },
    schema: historyResponseSchema,
    signal,
  })
  // Token and NFT names from outside show without bidi or invisible characters (`sanitizeName`).
  const name = (value: string | null | undefined, max?: number) => (value == null ? value : sanitizeName(value, max))
  for (const transaction of page.data)
    for (const transfer of transaction.transfers) {
      if (transfer.fungible_info) {
        transfer.fungible_info.name = name(transfer.fungible_info.name)
        transfer.fungible_info.symbol = name(transfer.fungible_info.symbol, 16)
      }
      if (transfer.nft_info) transfer.nft_info.name = name(transfer.nft_info.name)
    }
  return page
}
