import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, zeroAddress, type Address, type Hex, type PublicClient } from 'viem'

/** AppKit's placeholder for the native currency in the convert API (`NATIVE_TOKEN_ADDRESS.eip155`). */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The Uniswap V2 deployment of a chain. */
export interface SwapDeployment {
  weth: Address
  factory: Address
  router: Address
  /** The USD-like token prices are read against, and the middle hop when two tokens share no pool. */
  usd: Address
}

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

const isNative = (address: string) => address.toLowerCase() === NATIVE_PLACEHOLDER
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The pools of one deployment, read live from the node. */
export function uniswapPools(client: PublicClient, deployment: SwapDeployment) {
  const { weth, factory, router, usd } = deployment
  const onChain = (address: string): Address => (isNative(address) ? weth : (address as Address))

  async function reserves(a: Address, b: Address): Promise<[bigint, bigint] | undefined> {
    const pair = await client.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
    if (pair === zeroAddress) return undefined
    const [[r0, r1], token0] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
    ])
    return same(token0, a) ? [r0, r1] : [r1, r0]
  }

  /** The router path from one token to another: their own pool, or through the USD-like token. */
  async function path(from: string, to: string): Promise<Address[] | undefined> {
    const [a, b] = [onChain(from), onChain(to)]
    if (same(a, b)) return undefined
    if (await reserves(a, b)) return [a, b]
    if (same(a, usd) || same(b, usd)) return undefined
    return (await reserves(a, usd)) && (await reserves(usd, b)) ? [a, usd, b] : undefined
  }

  return {
    path,
    /**
     * What `amountIn` of `from` buys of `to` now (the router's getAmountsOut, 0.3 % fee per hop), and the price
     * impact in percent: how far the output falls short of the amount at the pools' mid prices, fee excluded.
     */
    async quote(from: string, to: string, amountIn: bigint) {
      const route = await path(from, to)
      if (!route) return undefined
      const amounts = await client.readContract({ address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, route] })
      const amountOut = amounts.at(-1) ?? 0n
      // Output at mid prices: amountIn × Π(reserveOut / reserveIn), with the 0.3 % fee of each hop taken off so
      // that the impact is what the trade's own size costs.
      let num = amountIn
      let den = 1n
      for (let i = 0; i < route.length - 1; i++) {
        const [rIn, rOut] = (await reserves(route[i] as Address, route[i + 1] as Address)) ?? [1n, 0n]
        num *= rOut * 997n
        den *= rIn * 1000n
      }
      const ideal = num / den
      const priceImpact = ideal === 0n ? 0 : Number(((ideal - amountOut) * 1_000_000n) / ideal) / 10_000
      return { route, amountOut, priceImpact }
    },
    /** The USD price of one whole unit of `token`, from the pools' mid prices against the USD-like token. */
    async usdPrice(token: string, decimals: number, usdDecimals: number): Promise<number | undefined> {
      const address = onChain(token)
      if (same(address, usd)) return 1
      const route = await path(address, usd)
      if (!route) return undefined
      let price = 1
      for (let i = 0; i < route.length - 1; i++) {
        const [rIn, rOut] = (await reserves(route[i] as Address, route[i + 1] as Address)) ?? [1n, 0n]
        price *= Number(rOut) / Number(rIn)
      }
      return price * 10 ** (decimals - usdDecimals)
    },
    async allowance(token: Address, owner: Address): Promise<bigint> {
      return client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, router] })
    },
    /** approve(router, amount) on `token`: what the wallet sends before the router may take the token. */
    approveData: (amount: bigint = maxUint256): Hex =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }),
    /** The router call of a swap of exactly `amountIn`, receiving at least `amountOutMin` to `to`. */
    swapCall(from: string, to: string, route: Address[], amountIn: bigint, amountOutMin: bigint, recipient: Address, deadline: bigint) {
      if (isNative(from)) {
        const data = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, route, recipient, deadline] })
        return { to: router, data, value: amountIn }
      }
      const functionName = isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
      const data = encodeFunctionData({ abi: routerAbi, functionName, args: [amountIn, amountOutMin, route, recipient, deadline] })
      return { to: router, data, value: 0n }
    },
  }
}
