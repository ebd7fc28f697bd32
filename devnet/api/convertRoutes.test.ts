import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import { HttpRequestError } from '../../kernel/errors/errors.js'
import { devnetAccounts } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { deployTokens, type DeployedTokens } from '../contracts/deployTokens.js'
import { deployUniswap, type DeployedUniswap } from '../contracts/deployUniswap.js'
import { devnetChain } from '../devnetChain.js'
import { createStore, putToken } from '../store.js'
import { createApiServer, type ApiServer } from './createApiServer.js'

// The convert API against Uniswap V2 on a real anvil node: a swap chain (31337) and a chain without swaps (31338).

let anvil: Anvil
let plain: Anvil
let api: ApiServer
let tokens: DeployedTokens
let uniswap: DeployedUniswap
const [, trader] = devnetAccounts(2) as [unknown, { address: Address; privateKey: Hex }]
const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip = (address: string) => `eip155:31337:${address}`

beforeAll(async () => {
  ;[anvil, plain] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  tokens = await deployTokens(anvil.rpcUrl)
  uniswap = await deployUniswap(anvil.rpcUrl, tokens)
  const db = await createStore()
  putToken(db, { chainId: 'eip155:31337', address: null, name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, imageId: 'ETH' })
  for (const token of Object.values(tokens))
    putToken(db, { chainId: 'eip155:31337', address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals, price: token.price, imageId: token.symbol })
  api = await createApiServer({
    db,
    chains: [
      { chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl, swap: uniswap },
      { chainId: 31338, name: 'Anvil Two', rpcUrl: plain.rpcUrl },
    ],
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await Promise.all([anvil?.stop(), plain?.stop()])
})

const client = () => createHttpClient({ baseUrl: api.urls.blockchain, projectId: 'convert-test' })
const chain = () => createPublicClient({ chain: devnetChain({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }), transport: http(anvil.rpcUrl) })
const wallet = () =>
  createWalletClient({ account: privateKeyToAccount(trader.privateKey), chain: devnetChain({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }), transport: http(anvil.rpcUrl) })
const balanceOf = (token: Address, owner: Address) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])

interface Quote { id: string; fromAmount: string; toAmount: string; fromAccount: string; toAccount: string; priceImpact: number }
interface Tx { from: string; to: string; data: Hex; amount?: string; value?: string; eip155: { gas: string; gasPrice: string } }

const quote = async (from: string, to: string, amount: bigint) =>
  (await client().get<{ quotes: Quote[] }>('/v1/convert/quotes', { query: { amount: amount.toString(), userAddress: trader.address, from, to, gasPrice: '1' } })).quotes[0] as Quote

/** Sends a transaction the API built, from the trader; resolves the receipt's status. */
async function sendBuilt(tx: Tx) {
  const hash = await wallet().sendTransaction({
    to: tx.to.split(':').at(-1) as Address,
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
  })
  return (await chain().waitForTransactionReceipt({ hash, pollingInterval: 10 })).status
}

describe('the convert API over Uniswap V2 (SPEC §7)', () => {
  it('lists the swap tokens of a chain with CAIP-10 addresses, the native currency as 0xeeee…', async () => {
    const { tokens: list } = await client().get<{ tokens: { symbol: string; address: string; decimals: number; logoUri: string }[] }>('/v1/convert/tokens', { query: { chainId: 'eip155:31337' } })
    expect(list.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', NATIVE, 18],
      ['TUSD', caip(tokens.TUSD.address), 6],
      ['TUSDC', caip(tokens.TUSDC.address), 6],
      ['TWETH', caip(tokens.TWETH.address), 18],
    ])
    expect(list[0]?.logoUri).toBe(`${api.url}/assets/token/ETH`)
  })

  it('quotes what the router gives (getAmountsOut) with the price impact growing with the amount', async () => {
    const small = await quote(NATIVE, caip(tokens.TUSDC.address), parseEther('0.01'))
    const onChain = await chain().readContract({ address: uniswap.router, abi: routerAbi, functionName: 'getAmountsOut', args: [parseEther('0.01'), [uniswap.weth, tokens.TUSDC.address]] })
    expect(small).toMatchObject({ fromAmount: parseEther('0.01').toString(), toAmount: onChain[1]?.toString(), fromAccount: trader.address })
    // About 30 TUSDC at 3000, less the 0.3 % fee.
    expect(Number(small.toAmount) / 1e6).toBeCloseTo(29.91, 1)
    const big = await quote(NATIVE, caip(tokens.TUSDC.address), parseEther('10'))
    // 10 ETH of a 100 ETH pool moves the price about 9 %; 0.01 ETH barely.
    expect(small.priceImpact).toBeLessThan(0.02)
    expect(big.priceImpact).toBeGreaterThan(8)
    expect(big.priceImpact).toBeLessThan(10)
    // Tokens without a pool of their own go through TUSDC: 3000 TUSD → about 2946 TUSDC → about 0.97 TWETH.
    const hop = await quote(caip(tokens.TUSD.address), caip(tokens.TWETH.address), parseUnits('3000', 6))
    expect(Number(hop.toAmount) / 1e18).toBeCloseTo(0.9699, 3)
  })

  it('swaps ETH for TUSDC with the router calldata it builds, the slippage taken off the amount out', async () => {
    const amount = parseEther('1')
    const quoted = BigInt((await quote(NATIVE, caip(tokens.TUSDC.address), amount)).toAmount)
    const { tx } = await client().post<{ tx: Tx }>('/v1/convert/build-transaction', {
      body: { amount: amount.toString(), eip155: { slippage: 1 }, from: NATIVE, to: caip(tokens.TUSDC.address), userAddress: caip(trader.address), disableEstimate: false },
    })
    expect(tx.to).toBe(caip(uniswap.router))
    expect(tx.amount).toBe(amount.toString())
    const { functionName, args } = decodeFunctionData({ abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable']), data: tx.data })
    expect(functionName).toBe('swapExactETHForTokens')
    expect(args[0]).toBe((quoted * 99n) / 100n)
    expect(args[1]).toEqual([uniswap.weth, tokens.TUSDC.address])
    const before = await balanceOf(tokens.TUSDC.address, trader.address)
    expect(await sendBuilt(tx)).toBe('success')
    expect((await balanceOf(tokens.TUSDC.address, trader.address)) - before).toBe(quoted)
  })

  it("builds a swap whose gas covers the pool's first trade in a new second (its price accumulators)", async () => {
    // The pool traded in the latest block; a minute later, the next trade also writes the pair's price
    // accumulators, which a trade in the same second skips: the estimate must be made for the coming block.
    const amount = parseEther('0.1')
    const built = async () =>
      (
        await client().post<{ tx: Tx }>('/v1/convert/build-transaction', {
          body: { amount: amount.toString(), eip155: { slippage: 1 }, from: NATIVE, to: caip(tokens.TUSDC.address), userAddress: caip(trader.address) },
        })
      ).tx
    expect(await sendBuilt(await built())).toBe('success')
    // Built in the second of that trade, sent once the next second came (a slow wallet, a busy machine).
    const next = await built()
    await chain().request({ method: 'evm_increaseTime' as never, params: [60] as never })
    expect(await sendBuilt(next)).toBe('success')
  })

  it('token for token: allowance 0, the approve it builds, then the swap', async () => {
    const from = caip(tokens.TUSD.address)
    const to = caip(tokens.TUSDC.address)
    const allowance = () => client().get<{ allowance: string }>('/v1/convert/allowance', { query: { tokenAddress: from, userAddress: trader.address } })
    expect(await allowance()).toEqual({ allowance: '0' })
    const approve = await client().get<{ tx: Tx }>('/v1/convert/build-approve', { query: { userAddress: trader.address, from, to } })
    expect(approve.tx).toMatchObject({ from: trader.address, to: tokens.TUSD.address, value: '0' })
    expect(await sendBuilt(approve.tx)).toBe('success')
    expect(BigInt((await allowance()).allowance)).toBe(2n ** 256n - 1n)

    const amount = parseUnits('100', 6)
    const quoted = BigInt((await quote(from, to, amount)).toAmount)
    const { tx } = await client().post<{ tx: Tx }>('/v1/convert/build-transaction', {
      body: { amount: amount.toString(), eip155: { slippage: '1' }, from, to, userAddress: caip(trader.address) },
    })
    const before = [await balanceOf(tokens.TUSD.address, trader.address), await balanceOf(tokens.TUSDC.address, trader.address)]
    expect(await sendBuilt(tx)).toBe('success')
    expect(await balanceOf(tokens.TUSD.address, trader.address)).toBe((before[0] ?? 0n) - amount)
    expect(await balanceOf(tokens.TUSDC.address, trader.address)).toBe((before[1] ?? 0n) + quoted)
    // About 99.6 TUSDC: the 0.3 % fee and a little impact.
    expect(Number(quoted) / 1e6).toBeCloseTo(99.65, 1)
  })

  it('answers the node gas price and prices from the pools against TUSDC', async () => {
    const gas = await client().get<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price', { query: { chainId: 'eip155:31337' } })
    expect(BigInt(gas.standard)).toBe(await chain().getGasPrice())
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    const { fungibles } = await client().post<{ fungibles: { symbol: string; price: number }[] }>('/v1/fungible/price', {
      body: { currency: 'usd', addresses: [NATIVE, caip(tokens.TUSD.address), caip(tokens.TUSDC.address)], projectId: 'convert-test' },
    })
    expect(fungibles.map((f) => f.symbol)).toEqual(['ETH', 'TUSD', 'TUSDC'])
    // The trades above moved the pools a little from 3000 and 1.
    expect(fungibles[0]?.price).toBeGreaterThan(2900)
    expect(fungibles[0]?.price).toBeLessThan(3000)
    expect(fungibles[1]?.price).toBeCloseTo(1, 2)
    expect(fungibles[2]?.price).toBe(1)
  })

  it('says "Network not supported for Swaps" / "… for Gas Price" on a chain without swaps, and lists the swap chains', async () => {
    const other = 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)
    const tokensFailure = await failure(client().get('/v1/convert/tokens', { query: { chainId: 'eip155:31338' } }))
    expect(tokensFailure).toBeInstanceOf(HttpRequestError)
    expect(tokensFailure).toMatchObject({ status: 400, details: expect.stringContaining('Network not supported for Swaps') })
    expect(await failure(client().get('/v1/convert/quotes', { query: { amount: '1', from: other, to: other, userAddress: trader.address } }))).toMatchObject({
      details: expect.stringContaining('Network not supported for Swaps'),
    })
    expect(await failure(client().get('/v1/convert/gas-price', { query: { chainId: 'eip155:31338' } }))).toMatchObject({
      details: expect.stringContaining('Network not supported for Gas Price'),
    })
    expect(await client().get('/v1/supported-chains')).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [], swaps: ['eip155:31337'] })
  })
})
