import { getAddress, isAddress, numberToHex, type Address } from 'viem'
import * as z from 'zod'
import { listTokens } from '../store.js'
import type { ApiChain, ApiState } from './apiState.js'
import { HttpError, readJson, sendJson, type Route } from './http.js'
import { NATIVE_PLACEHOLDER, uniswapPools } from './uniswapPools.js'

/** What the swap routes answer for a chain without a swap deployment (SPEC.md §8). */
const NOT_FOR_SWAPS = 'Network not supported for Swaps'
const NOT_FOR_GAS_PRICE = 'Network not supported for Gas Price'
/** Gas the answers carry when the node cannot estimate (no allowance yet, or `disableEstimate`). */
const FALLBACK_GAS = 300_000n
/** A swap's transaction is valid for this long. */
const DEADLINE_SECONDS = 20n * 60n

const buildTransactionBody = z.object({
  amount: z.string().regex(/^\d+$/u, 'amount must be base units'),
  eip155: z.object({ slippage: z.union([z.string(), z.number()]) }).optional(),
  from: z.string(),
  to: z.string(),
  userAddress: z.string(),
  disableEstimate: z.boolean().optional(),
})

const fungiblePriceBody = z.object({
  currency: z.string().optional(),
  addresses: z.array(z.string()),
})

/**
 * The convert (swap) API of SPEC.md §7 under `/blockchain/v1/convert`, and `POST /blockchain/v1/fungible/price`,
 * answered from the Uniswap V2 deployment of each devnet chain that has one (INFRA.md "Swaps: Uniswap V2 on
 * anvil"): tokens, quotes from the pools (getAmountsOut, real price impact), allowances to the router, the
 * node's gas price, approve and router calldata (the slippage applied to the amount out). Shapes as AppKit
 * 1.7.8 reads them; token addresses are CAIP-10, the native currency `0xeeee…eeee`. A chain without a
 * deployment answers 400 'Network not supported for Swaps' (gas price: '… for Gas Price').
 */
export function convertRoutes(state: ApiState): Route[] {
  /** The chain and plain address of a CAIP-10 token address (`eip155:31337:0x…`). */
  const caipToken = (raw: string | null, name: string): { chain: ApiChain; address: string } => {
    const parts = (raw ?? '').split(':')
    if (parts.length !== 3) throw new HttpError(400, `${name} must be a CAIP-10 address`)
    const chain = swapChain(`${parts[0]}:${parts[1]}`, NOT_FOR_SWAPS)
    const address = parts[2] ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, `Invalid address ${raw}`)
    return { chain, address: address.toLowerCase() === NATIVE_PLACEHOLDER ? NATIVE_PLACEHOLDER : getAddress(address) }
  }
  const swapChain = (caipNetworkId: string | null, message: string): ApiChain => {
    const chain = caipNetworkId ? state.chains.get(caipNetworkId) : undefined
    if (!chain?.swap) throw new HttpError(400, message)
    return chain
  }
  const plainAddress = (raw: string | null, name: string): Address => {
    const address = (raw ?? '').split(':').at(-1) ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, `${name} must be an address`)
    return getAddress(address)
  }
  const pools = (chain: ApiChain) => uniswapPools(chain.client, chain.swap as NonNullable<ApiChain['swap']>)
  const gasPrice = (chain: ApiChain) => chain.client.getGasPrice()
  /**
   * The gas of `tx` in the block it can be mined in at the earliest: a second after the latest block. The node's
   * own estimate runs in a block of the latest one's second, where a pair that traded in that block skips its price
   * accumulators (UniswapV2Pair._update), which any later block writes: a swap built then ran out of gas once mined.
   */
  const estimate = async (chain: ApiChain, tx: { from: Address; to: Address; data: `0x${string}`; value: bigint }) => {
    try {
      const { timestamp } = await chain.client.getBlock()
      const gas = await chain.client.request({
        method: 'eth_estimateGas',
        params: [{ from: tx.from, to: tx.to, data: tx.data, value: numberToHex(tx.value) }, 'latest', {}, { time: numberToHex(timestamp + 1n) }],
      } as never)
      return BigInt(gas as string)
    } catch {
      // It would revert now (no allowance yet, or too little balance): the wallet tells when it is sent.
      return FALLBACK_GAS
    }
  }

  return [
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/convert\/tokens$/,
      fault: 'convertTokens',
      needsProjectId: true,
      handle({ res, url, origin }) {
        const chain = swapChain(url.searchParams.get('chainId'), NOT_FOR_SWAPS)
        const tokens = listTokens(state.db, chain.caipNetworkId).map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${chain.caipNetworkId}:${token.address ?? NATIVE_PLACEHOLDER}`,
          decimals: token.decimals,
          logoUri: `${origin}/assets/token/${encodeURIComponent(token.imageId)}`,
          eip2612: false,
        }))
        sendJson(res, 200, { tokens })
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/convert\/quotes$/,
      fault: 'quotes',
      needsProjectId: true,
      async handle({ res, url }) {
        const from = caipToken(url.searchParams.get('from'), 'from')
        const to = caipToken(url.searchParams.get('to'), 'to')
        const amount = url.searchParams.get('amount') ?? ''
        if (!/^\d+$/u.test(amount) || BigInt(amount) === 0n) throw new HttpError(400, 'amount must be positive base units')
        if (from.chain !== to.chain) throw new HttpError(400, 'from and to must be on one chain')
        const quote = await pools(from.chain).quote(from.address, to.address, BigInt(amount))
        if (!quote) throw new HttpError(400, `No pool from ${from.address} to ${to.address}`)
        const user = url.searchParams.get('userAddress')
        sendJson(res, 200, {
          quotes: [
            {
              id: `${from.chain.caipNetworkId}:${quote.route.join('>')}:${amount}`,
              fromAmount: amount,
              fromAccount: user,
              toAmount: quote.amountOut.toString(),
              toAccount: user,
              priceImpact: quote.priceImpact,
            },
          ],
        })
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/convert\/allowance$/,
      fault: 'allowance',
      needsProjectId: true,
      async handle({ res, url }) {
        const token = caipToken(url.searchParams.get('tokenAddress'), 'tokenAddress')
        const owner = plainAddress(url.searchParams.get('userAddress'), 'userAddress')
        // The native currency needs no approval.
        const allowance =
          token.address === NATIVE_PLACEHOLDER ? 2n ** 256n - 1n : await pools(token.chain).allowance(token.address as Address, owner)
        sendJson(res, 200, { allowance: allowance.toString() })
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/convert\/gas-price$/,
      fault: 'gasPrice',
      needsProjectId: true,
      async handle({ res, url }) {
        const chain = swapChain(url.searchParams.get('chainId'), NOT_FOR_GAS_PRICE)
        const price = await gasPrice(chain)
        sendJson(res, 200, {
          standard: price.toString(),
          fast: ((price * 125n) / 100n).toString(),
          instant: ((price * 150n) / 100n).toString(),
        })
      },
    },
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/convert\/build-approve$/,
      fault: 'buildApprove',
      needsProjectId: true,
      async handle({ res, url }) {
        const token = caipToken(url.searchParams.get('from'), 'from')
        if (token.address === NATIVE_PLACEHOLDER) throw new HttpError(400, 'The native currency needs no approval')
        const user = plainAddress(url.searchParams.get('userAddress'), 'userAddress')
        const amount = url.searchParams.get('amount')
        const data = pools(token.chain).approveData(amount && /^\d+$/u.test(amount) ? BigInt(amount) : undefined)
        const tx = { from: user, to: token.address as Address, data, value: 0n }
        const [gas, price] = await Promise.all([estimate(token.chain, tx), gasPrice(token.chain)])
        sendJson(res, 200, {
          tx: { from: user, to: tx.to, data, value: '0', eip155: { gas: gas.toString(), gasPrice: price.toString() } },
        })
      },
    },
    {
      method: 'POST',
      path: /^\/blockchain\/v1\/convert\/build-transaction$/,
      fault: 'buildTransaction',
      needsProjectId: true,
      async handle({ req, res }) {
        const parsed = buildTransactionBody.safeParse(await readJson(req))
        if (!parsed.success) throw new HttpError(400, z.prettifyError(parsed.error))
        const body = parsed.data
        const from = caipToken(body.from, 'from')
        const to = caipToken(body.to, 'to')
        if (from.chain !== to.chain) throw new HttpError(400, 'from and to must be on one chain')
        const user = plainAddress(body.userAddress, 'userAddress')
        const slippage = Number(body.eip155?.slippage ?? 1)
        if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 100) throw new HttpError(400, 'slippage must be a percentage from 0 to 100')
        const amountIn = BigInt(body.amount)
        const chain = from.chain
        const swaps = pools(chain)
        const quote = await swaps.quote(from.address, to.address, amountIn)
        if (!quote) throw new HttpError(400, `No pool from ${from.address} to ${to.address}`)
        // The slippage in hundredths of a percent, taken off the amount quoted now.
        const amountOutMin = (quote.amountOut * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n
        const block = await chain.client.getBlock()
        const call = swaps.swapCall(from.address, to.address, quote.route, amountIn, amountOutMin, user, block.timestamp + DEADLINE_SECONDS)
        const tx = { from: user, ...call }
        const [gas, price] = await Promise.all([body.disableEstimate ? FALLBACK_GAS : estimate(chain, tx), gasPrice(chain)])
        sendJson(res, 200, {
          tx: {
            from: `${chain.caipNetworkId}:${user}`,
            to: `${chain.caipNetworkId}:${call.to}`,
            data: call.data,
            amount: call.value.toString(),
            eip155: { gas: gas.toString(), gasPrice: price.toString() },
          },
        })
      },
    },
    {
      method: 'POST',
      path: /^\/blockchain\/v1\/fungible\/price$/,
      fault: 'fungiblePrice',
      needsProjectId: true,
      async handle({ req, res, origin }) {
        const parsed = fungiblePriceBody.safeParse(await readJson(req))
        if (!parsed.success) throw new HttpError(400, z.prettifyError(parsed.error))
        if ((parsed.data.currency ?? 'usd').toLowerCase() !== 'usd') throw new HttpError(400, `Unsupported currency ${parsed.data.currency}`)
        const fungibles = []
        for (const raw of parsed.data.addresses) {
          const token = caipToken(raw, 'addresses')
          const known = listTokens(state.db, token.chain.caipNetworkId).find((entry) =>
            token.address === NATIVE_PLACEHOLDER ? entry.address === null : entry.address?.toLowerCase() === token.address.toLowerCase(),
          )
          if (!known) continue
          const usd = listTokens(state.db, token.chain.caipNetworkId).find(
            (entry) => entry.address?.toLowerCase() === token.chain.swap?.usd.toLowerCase(),
          )
          const price = await pools(token.chain).usdPrice(token.address, known.decimals, usd?.decimals ?? 6)
          if (price === undefined) continue
          fungibles.push({
            address: raw,
            name: known.name,
            symbol: known.symbol,
            iconUrl: `${origin}/assets/token/${encodeURIComponent(known.imageId)}`,
            price,
          })
        }
        sendJson(res, 200, { fungibles })
      },
    },
  ]
}
