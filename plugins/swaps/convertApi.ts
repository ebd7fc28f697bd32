import type { HttpClient } from 'portico'
import * as z from 'zod/mini'

// The convert API of SPEC.md §7 (shapes as AppKit 1.7.8 reads them): token addresses are CAIP-10, amounts base
// units as decimal strings. Every answer is checked; a mismatch throws the client's InvalidResponseError.

const baseUnits = z.string().check(z.regex(/^\d+$/u))

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number(),
      logoUri: z.optional(z.nullable(z.string())),
    }),
  ),
})
export type ConvertToken = z.infer<typeof tokensSchema>['tokens'][number]

const quotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.optional(z.nullable(z.string())),
      fromAmount: baseUnits,
      toAmount: baseUnits,
      /** Percent, where the API gives it. */
      priceImpact: z.optional(z.nullable(z.number())),
    }),
  ),
})

const txSchema = z.object({
  to: z.string(),
  data: z.string(),
  value: z.optional(z.nullable(z.string())),
  amount: z.optional(z.nullable(z.string())),
  eip155: z.optional(z.nullable(z.object({ gas: z.optional(z.nullable(z.string())), gasPrice: z.optional(z.nullable(z.string())) }))),
})
const builtSchema = z.object({ tx: txSchema })
export type BuiltTransaction = z.infer<typeof txSchema>

const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  /** The chains the convert API serves besides SPEC.md §9's swap networks (the devnet lists its own). */
  swaps: z.optional(z.array(z.string())),
})

const gasPriceSchema = z.object({ standard: baseUnits, fast: z.optional(baseUnits), instant: z.optional(baseUnits) })
const allowanceSchema = z.object({ allowance: baseUnits })
const pricesSchema = z.object({
  fungibles: z.array(z.object({ address: z.optional(z.string()), symbol: z.string(), price: z.number() })),
})

/** The blockchain API's supported chains: `http` and, where the API declares them, its extra swap chains. */
export const fetchSupportedChains = (client: HttpClient) => client.get('/v1/supported-chains', { schema: supportedChainsSchema })

/** The tokens the convert API swaps on a network (CAIP-2 `chainId`). */
export const fetchSwapTokens = async (client: HttpClient, chainId: string) =>
  (await client.get('/v1/convert/tokens', { query: { chainId }, schema: tokensSchema })).tokens

/** The best quote for `amount` base units of `from` into `to` (CAIP-10 addresses). */
export async function fetchQuote(
  client: HttpClient,
  query: { amount: string; userAddress: string; from: string; to: string; gasPrice: string },
  signal?: AbortSignal,
) {
  const { quotes } = await client.get('/v1/convert/quotes', { query, schema: quotesSchema, signal })
  const [best] = quotes
  if (!best) throw new Error('No quote for this pair')
  return best
}

/** What the router may take of `tokenAddress` (CAIP-10) from `userAddress`, base units. */
export const fetchAllowance = async (client: HttpClient, query: { tokenAddress: string; userAddress: string }, signal?: AbortSignal) =>
  BigInt((await client.get('/v1/convert/allowance', { query, schema: allowanceSchema, signal })).allowance)

/** The network's gas prices in wei. */
export const fetchGasPrice = (client: HttpClient, chainId: string) => client.get('/v1/convert/gas-price', { query: { chainId }, schema: gasPriceSchema })

/** The approval the wallet sends before the router may take `from`. */
export const buildApprove = async (client: HttpClient, query: { userAddress: string; from: string; to: string; amount: string }) =>
  (await client.get('/v1/convert/build-approve', { query, schema: builtSchema })).tx

/** The router call of the swap, with the slippage (percent) taken off the amount out. */
export const buildSwap = async (
  client: HttpClient,
  body: {
    amount: string
    eip155: { slippage: string }
    from: string
    to: string
    userAddress: string
    disableEstimate: boolean
    projectId: string
  },
) => (await client.post('/v1/convert/build-transaction', { body, schema: builtSchema })).tx

/** USD prices of tokens (CAIP-10 addresses), from `POST /v1/fungible/price`. */
export const fetchPrices = async (client: HttpClient, addresses: string[], projectId: string) =>
  (await client.post('/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, schema: pricesSchema })).fungibles
