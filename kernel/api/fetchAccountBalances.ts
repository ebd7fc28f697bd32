import * as z from 'zod/mini'
import type { AdapterContext } from '../connection/adapter.js'
import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/chain.js'

/** `GET /v1/account/{address}/balance` (SPEC.md §7): `{ balances: TokenBalance[] }`. */
const balanceResponseSchema = z.object({
  balances: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      chainId: z.string(),
      address: z.optional(z.nullable(z.string())),
      value: z.optional(z.nullable(z.number())),
      price: z.optional(z.nullable(z.number())),
      quantity: z.object({ decimals: z.union([z.string(), z.number()]), numeric: z.string() }),
      iconUrl: z.optional(z.nullable(z.string())),
    }),
  ),
})

/**
 * The blockchain API's balances of `address` on `network` (SPEC.md §7), in USD, as token balances: the shape
 * checked, nulls dropped, decimals as a string, a missing price 0. Every chain family's balances read it first.
 *
 * @example
 * await fetchAccountBalances(context.blockchainApi, address, network) // [{ name: 'Ether', symbol: 'ETH', ... }]
 */
export async function fetchAccountBalances(
  blockchainApi: AdapterContext['blockchainApi'],
  address: string,
  network: Network,
): Promise<TokenBalance[]> {
  const api = await blockchainApi()
  const { balances } = await api.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
    query: { currency: 'usd', chainId: network.caipNetworkId },
    schema: balanceResponseSchema,
  })
  return balances.map(({ address: tokenAddress, value, price, quantity, iconUrl, ...token }) => ({
    ...token,
    ...(tokenAddress ? { address: tokenAddress } : {}),
    ...(typeof value === 'number' ? { value } : {}),
    price: price ?? 0,
    quantity: { decimals: String(quantity.decimals), numeric: quantity.numeric },
    ...(iconUrl ? { iconUrl } : {}),
  }))
}
