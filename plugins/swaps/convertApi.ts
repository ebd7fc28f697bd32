import { sanitizeName, type HttpClient } from 'portico'
import { NoQuoteError } from './errors.js'

// The convert API of SPEC.md §7 (shapes as AppKit 1.7.8 reads them): token addresses are CAIP-10, amounts base
// units as decimal strings. Every answer is checked by a small reader (no schema library: the plugin stays
// small); a mismatch throws the client's InvalidResponseError.

type Json = Record<string, unknown>

/** A zod-style schema from a reader that returns what it read, or `undefined` when the answer does not fit. */
function schema<T>(read: (data: Json) => T | undefined, expected: string) {
  return {
    safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown } {
      const value = isRecord(data) ? read(data) : undefined
      return value === undefined ? { success: false, error: new TypeError(`Expected ${expected}`) } : { success: true, data: value }
    },
  }
}
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isUnits = (value: unknown): value is string => isString(value) && /^\d+$/u.test(value)
const optional = <T>(value: unknown, is: (value: unknown) => value is T): T | undefined | false =>
  value === undefined || value === null ? undefined : is(value) ? value : false
/** Every item read by `read`; `undefined` when one does not fit. */
function list<T>(value: unknown, read: (item: Json) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined
  const items = value.map((item) => (isRecord(item) ? read(item) : undefined))
  return items.every((item) => item !== undefined) ? (items as T[]) : undefined
}

interface ConvertToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri?: string | undefined
}

const tokensSchema = schema(
  ({ tokens }) =>
    list(tokens, ({ name, symbol, address, decimals, logoUri }): ConvertToken | undefined => {
      const logo = optional(logoUri, isString)
      // Names from outside show without bidi or invisible characters (`sanitizeName`).
      return isString(name) && isString(symbol) && isString(address) && typeof decimals === 'number' && logo !== false
        ? { name: sanitizeName(name), symbol: sanitizeName(symbol, 16), address, decimals, logoUri: logo }
        : undefined
    }),
  '{ tokens: [{ name, symbol, address, decimals, logoUri }] }',
)

interface Quote {
  fromAmount: string
  toAmount: string
  /** Percent, where the API gives it. */
  priceImpact?: number | undefined
}
const quotesSchema = schema(
  ({ quotes }) =>
    list(quotes, ({ fromAmount, toAmount, priceImpact }): Quote | undefined => {
      const impact = optional(priceImpact, (value): value is number => typeof value === 'number')
      return isUnits(fromAmount) && isUnits(toAmount) && impact !== false ? { fromAmount, toAmount, priceImpact: impact } : undefined
    }),
  '{ quotes: [{ fromAmount, toAmount }] }',
)

export interface BuiltTransaction {
  to: string
  data: string
  value?: string | undefined
  amount?: string | undefined
  /** The gas limit the API set, from the chain family's own fields (`tx.<namespace>.gas`). */
  gas?: string | undefined
}
/** A built transaction; the convert API keys a chain family's own fields by its namespace (`tx.<namespace>`). */
const builtSchema = (namespace: string) =>
  schema(({ tx }): BuiltTransaction | undefined => {
    if (!isRecord(tx) || !isString(tx.to) || !isString(tx.data)) return undefined
    const value = optional(tx.value, isUnits)
    const amount = optional(tx.amount, isUnits)
    const own = optional(tx[namespace], isRecord)
    const gas = own ? optional(own.gas, isUnits) : undefined
    if (value === false || amount === false || own === false || gas === false) return undefined
    return { to: tx.to, data: tx.data, value, amount, gas }
  }, `{ tx: { to, data, value?, amount?, ${namespace}?: { gas? } } }`)

const supportedChainsSchema = schema(({ http, swaps }) => {
  const extra = optional(swaps, (value): value is string[] => Array.isArray(value) && value.every(isString))
  return Array.isArray(http) && extra !== false ? { swaps: extra } : undefined
}, '{ http: string[], swaps?: string[] }')

const gasPriceSchema = schema(
  ({ standard, fast, instant }) => (isUnits(standard) ? { standard, fast: isUnits(fast) ? fast : undefined, instant: isUnits(instant) ? instant : undefined } : undefined),
  '{ standard, fast, instant }',
)
const allowanceSchema = schema(({ allowance }) => (isUnits(allowance) ? allowance : undefined), '{ allowance }')
const pricesSchema = schema(
  ({ fungibles }) =>
    list(fungibles, ({ address, symbol, price }) =>
      isString(symbol) && typeof price === 'number' ? { address: isString(address) ? address : undefined, symbol: sanitizeName(symbol, 16), price } : undefined,
    ),
  '{ fungibles: [{ symbol, price }] }',
)

/** The blockchain API's supported chains: `http` and, where the API declares them, its extra swap chains. */
export const fetchSupportedChains = (client: HttpClient) => client.get('/v1/supported-chains', { schema: supportedChainsSchema })

/** The tokens the convert API swaps on a network (CAIP-2 `chainId`). */
export const fetchSwapTokens = (client: HttpClient, chainId: string) =>
  client.get('/v1/convert/tokens', { query: { chainId }, schema: tokensSchema })

/** The best quote for `amount` base units of `from` into `to` (CAIP-10 addresses). */
export async function fetchQuote(
  client: HttpClient,
  query: { amount: string; userAddress: string; from: string; to: string; gasPrice: string },
  signal?: AbortSignal,
) {
  const [best] = await client.get('/v1/convert/quotes', { query, schema: quotesSchema, signal })
  if (!best) throw new NoQuoteError()
  return best
}

/** What the router may take of `tokenAddress` (CAIP-10) from `userAddress`, base units. */
export const fetchAllowance = async (client: HttpClient, query: { tokenAddress: string; userAddress: string }, signal?: AbortSignal) =>
  BigInt(await client.get('/v1/convert/allowance', { query, schema: allowanceSchema, signal }))

/** The network's gas prices in wei. */
export const fetchGasPrice = (client: HttpClient, chainId: string) => client.get('/v1/convert/gas-price', { query: { chainId }, schema: gasPriceSchema })

/** The approval the wallet sends before the router may take `from`, on a network of the family `namespace`. */
export const buildApprove = (
  client: HttpClient,
  namespace: string,
  query: { userAddress: string; from: string; to: string; amount: string },
) => client.get('/v1/convert/build-approve', { query, schema: builtSchema(namespace) })

/**
 * The router call of the swap on a network of the family `namespace`, with the slippage (percent, a number as the
 * reference API takes it) taken off the amount out: the API takes it among the family's own fields
 * (`<namespace>: { slippage }`, SPEC.md §7).
 */
export const buildSwap = (
  client: HttpClient,
  namespace: string,
  { slippage, ...body }: {
    amount: string
    slippage: number
    from: string
    to: string
    userAddress: string
    disableEstimate: boolean
    projectId: string
  },
) => client.post('/v1/convert/build-transaction', { body: { ...body, [namespace]: { slippage } }, schema: builtSchema(namespace) })

/** USD prices of tokens (CAIP-10 addresses), from `POST /v1/fungible/price`. */
export const fetchPrices = (client: HttpClient, addresses: string[], projectId: string) =>
  client.post('/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, schema: pricesSchema })
