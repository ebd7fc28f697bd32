import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155 } from '../../chains/eip155/eip155.js'
import { startDevnet, type Devnet } from '../../devnet/startDevnet.js'
import { createTestWallet, type TestWallet } from '../../e2e/wallets/createTestWallet.js'
import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'
import type { Network } from '../../kernel/types/chain.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { fakeConnector, pluginContext, testKit } from '../../test/fixtures.js'
import { createSwapController, initialSwapState, type SwapController } from './createSwapController.js'

// The swap controller in a kit whose eip155 wallet signs with a local key and sends to the devnet's anvil, its
// convert API answering from Uniswap V2 on 31337 (31338 has no swaps). Everything runs on 127.0.0.1.

let devnet: Devnet
let anvil: Network
let anvilTwo: Network
const TRADER = 2

beforeAll(async () => {
  devnet = await startDevnet({ wallets: 4, smartAccounts: false })
  const [first, second] = devnet.chains
  if (!first || !second) throw new Error('the devnet has two chains')
  const network = (chain: typeof first) =>
    defineNetwork({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } }, testnet: true })
  anvil = network(first)
  anvilTwo = network(second)
}, 60_000)
afterAll(() => devnet?.stop())

const open: { kit: AppKit; controller: SwapController }[] = []
afterEach(async () => {
  await fetch(`${devnet.apiUrl}/__devnet/reset`, { method: 'POST' })
  for (const { kit, controller } of open.splice(0)) {
    controller.destroy()
    await kit.destroy()
  }
})

async function setup({ debounceMs = 0 } = {}) {
  const account = devnet.accounts[TRADER] as { address: Address; privateKey: Hex }
  const wallet: TestWallet = createTestWallet({
    privateKey: account.privateKey,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
  })
  const connector = fakeConnector({ result: { address: account.address, chainId: anvil.id }, getProvider: async () => wallet })
  const adapter = eip155({ discovery: false })
  const kit = testKit(
    {
      networks: [anvil, anvilTwo],
      apiUrls: { blockchain: devnet.apiUrls.blockchain },
      adapters: [
        {
          ...adapter,
          setup(context) {
            // eip155()'s set-up is synchronous and returns its teardown.
            const teardown = adapter.setup(context) as () => void
            const off = context.registerConnector(connector)
            return () => {
              off()
              teardown()
            }
          },
        },
      ],
    },
    { builtins: {} },
  )
  await kit.ready()
  await wallet.request({ method: 'eth_requestAccounts' })
  await kit.connect('test-wallet')
  await getKernelApi(kit).account.refreshBalances(undefined, { force: true })
  const controller = createSwapController({ kernel: pluginContext(kit, 'swaps', initialSwapState()), debounceMs })
  open.push({ kit, controller })
  return { kit, controller, wallet, address: account.address }
}

const client = () => createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
const tokenBalance = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const symbol = (controller: SwapController, wanted: string) => controller.state.tokens.find((token) => token.symbol === wanted)

async function ready(controller: SwapController, to: string, amount: string) {
  await controller.load()
  controller.setToToken(symbol(controller, to))
  controller.setAmount(amount)
  await controller.settled()
}

describe('the swap form (SPEC §2, §7)', () => {
  it('loads the swap tokens of the network with the account balances; ETH is the token paid with', async () => {
    const { controller } = await setup()
    await controller.load()
    expect(controller.state.status).toBe('ready')
    expect(controller.state.tokens.map((token) => token.symbol)).toEqual(['ETH', 'TUSD', 'TUSDC', 'TWETH'])
    expect(controller.state.sourceToken?.symbol).toBe('ETH')
    expect(controller.balance(symbol(controller, 'TUSD') as never)).toBe('1000')
    expect(controller.balance(symbol(controller, 'TUSDC') as never)).toBe('0')
    expect(BigInt(controller.state.gasPrice ?? '0')).toBeGreaterThan(0n)
    // Prices come from the pools: ETH about 3000 USD.
    await vi.waitFor(() => expect(symbol(controller, 'ETH')?.price).toBeGreaterThan(2900))
  })

  it('quotes what the router gives, once typing pauses, and keeps only the answer for the latest amount', async () => {
    const { controller } = await setup({ debounceMs: 40 })
    await controller.load()
    controller.setToToken(symbol(controller, 'TUSDC'))
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    for (const partial of ['0', '0.', '0.2', '0.25']) controller.setAmount(partial)
    expect(controller.state.quoting).toBe(true)
    await controller.settled()
    const quoteCalls = () => fetchSpy.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname.endsWith('/convert/quotes'))
    expect(quoteCalls().map((url) => url.searchParams.get('amount'))).toEqual([parseEther('0.25').toString()])
    const [, out] = await client().readContract({
      address: devnet.chains[0]?.swap?.router as Address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.25'), [devnet.chains[0]?.swap?.weth as Address, devnet.tokens.TUSDC.address]],
    })
    expect(parseUnits(controller.state.toTokenAmount, 6)).toBe(out)
    expect(controller.state.priceImpact).toBeGreaterThan(0)
    expect(controller.state.approvalNeeded).toBe(false)

    // A slow answer for an older amount loses to the newer one, whichever arrives last.
    await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: JSON.stringify({ quotes: { delayMs: 300, times: 1 } }) })
    controller.setAmount('5')
    await new Promise((resolve) => setTimeout(resolve, 80))
    controller.setAmount('0.1')
    await controller.settled()
    const quickly = controller.state.toTokenAmount
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(controller.state.toTokenAmount).toBe(quickly)
    expect(Number(quickly)).toBeGreaterThan(290)
    expect(Number(quickly)).toBeLessThan(300)
  })

  it('a failed quote says why and keeps the form', async () => {
    const { controller } = await setup()
    await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: JSON.stringify({ quotes: 503 }) })
    await ready(controller, 'TUSDC', '1')
    expect(controller.state).toMatchObject({ quoteError: 'HTTP status code: 503', sourceTokenAmount: '1', toTokenAmount: '', quoting: false })
    expect(controller.state.toToken?.symbol).toBe('TUSDC')
    expect(controller.issue()).toBe('quote')
  })

  it('checks the amount against the balance and the token', async () => {
    const { controller } = await setup()
    await controller.load()
    expect(controller.issue()).toBe('tokens')
    controller.setToToken(symbol(controller, 'TUSD'))
    expect(controller.issue()).toBe('amount')
    controller.setAmount('1e3')
    expect(controller.issue()).toBe('invalidAmount')
    controller.setSourceToken(symbol(controller, 'TUSDC'))
    controller.setAmount('1')
    expect(controller.issue()).toBe('insufficientBalance')
    // Picking the same token on both sides swaps them round.
    controller.setToToken(symbol(controller, 'TUSDC'))
    expect([controller.state.sourceToken?.symbol, controller.state.toToken?.symbol]).toEqual(['TUSD', 'TUSDC'])
  })

  it('applies open arguments: token symbols and an amount', async () => {
    const { controller } = await setup()
    await controller.load()
    await controller.apply({ amount: '12', fromToken: 'tusd', toToken: 'TWETH' })
    await controller.settled()
    expect([controller.state.sourceToken?.symbol, controller.state.toToken?.symbol, controller.state.sourceTokenAmount]).toEqual(['TUSD', 'TWETH', '12'])
    expect(Number(controller.state.toTokenAmount)).toBeGreaterThan(0.003)
    expect(controller.state.approvalNeeded).toBe(true)
  })
})

describe('swapping through the wallet (SPEC §7, §9)', () => {
  it('ETH for TUSDC: the router call with 1 % slippage, the amount as quoted, balances refreshed, Account shown', async () => {
    const { kit, controller, wallet, address } = await setup()
    await kit.open({ view: 'Account' })
    await ready(controller, 'TUSDC', '0.5')
    const quoted = parseUnits(controller.state.toTokenAmount, 6)
    const before = await tokenBalance(devnet.tokens.TUSDC.address, address)
    const fetches = vi.spyOn(globalThis, 'fetch')
    await expect(controller.swap({ successMessage: 'Swapped' })).resolves.toBe(true)
    expect((await tokenBalance(devnet.tokens.TUSDC.address, address)) - before).toBe(quoted)
    // The slippage goes as the number 1, as the reference API takes it (SPEC §7, §9), and the devnet accepted it.
    const build = fetches.mock.calls.find(([url]) => String(url).includes('/v1/convert/build-transaction'))
    expect(JSON.parse(String(build?.[1]?.body)).eip155).toEqual({ slippage: 1 })
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => (r.params as { to: string; data: Hex; value: string }[])[0])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: devnet.chains[0]?.swap?.router, value: `0x${parseEther('0.5').toString(16)}` })
    expect(sent[0]?.data.startsWith(encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [(quoted * 99n) / 100n, [], address, 0n] }).slice(0, 74))).toBe(true)
    expect(getKernelApi(kit).state.snackbar).toMatchObject({ open: true, message: 'Swapped', variant: 'success' })
    expect(controller.state).toMatchObject({ sourceTokenAmount: '', toTokenAmount: '', step: undefined, error: undefined })
    await vi.waitFor(() => expect(controller.balance(symbol(controller, 'TUSDC') as never)).not.toBe('0'))
  })

  it('TUSD for TUSDC: approves the router first, then swaps; both mined', async () => {
    const { controller, wallet, address } = await setup()
    await ready(controller, 'TUSDC', '10')
    controller.setSourceToken(symbol(controller, 'TUSD'))
    await controller.settled()
    expect(controller.state.approvalNeeded).toBe(true)
    const quoted = parseUnits(controller.state.toTokenAmount, 6)
    const before = await tokenBalance(devnet.tokens.TUSDC.address, address)
    await expect(controller.swap({ successMessage: 'Swapped' })).resolves.toBe(true)
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => (r.params as { to: string }[])[0]?.to)
    expect(sent).toEqual([devnet.tokens.TUSD.address, devnet.chains[0]?.swap?.router])
    expect((await tokenBalance(devnet.tokens.TUSDC.address, address)) - before).toBe(quoted)
    // The approval was for the amount swapped, and the swap used it all.
    const approve = wallet.requests.find((r) => r.method === 'eth_sendTransaction')
    expect((approve?.params as { data: Hex }[])[0]?.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [devnet.chains[0]?.swap?.router as Address, parseUnits('10', 6)] }),
    )
    const allowance = await client().readContract({ address: devnet.tokens.TUSD.address, abi: erc20Abi, functionName: 'allowance', args: [address, devnet.chains[0]?.swap?.router as Address] })
    expect(allowance).toBe(0n)
  })

  it('a swap that reverts on chain keeps the form and says so', async () => {
    const { controller, address } = await setup()
    await ready(controller, 'TUSDC', '0.1')
    // The router call the API hands out asks for far more than the pool gives: the router reverts it.
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [10n ** 30n, [devnet.chains[0]?.swap?.weth as Address, devnet.tokens.TUSDC.address], address, 2n ** 40n],
    })
    const tx = { from: `eip155:31337:${address}`, to: `eip155:31337:${devnet.chains[0]?.swap?.router}`, data, amount: parseEther('0.1').toString(), eip155: { gas: '300000', gasPrice: '1' } }
    await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: JSON.stringify({ buildTransaction: { respond: 200, body: { tx }, times: 1 } }) })
    const before = await tokenBalance(devnet.tokens.TUSDC.address, address)
    await expect(controller.swap({ successMessage: 'Swapped' })).resolves.toBe(false)
    expect(controller.state).toMatchObject({ error: 'The swap transaction reverted', sourceTokenAmount: '0.1', step: undefined })
    expect(controller.state.toToken?.symbol).toBe('TUSDC')
    expect(await tokenBalance(devnet.tokens.TUSDC.address, address)).toBe(before)
  })

  it("a declined swap says 'Signature declined' and keeps the form", async () => {
    const { controller, wallet } = await setup()
    await ready(controller, 'TUSDC', '0.1')
    wallet.setReject({ sign: true })
    await expect(controller.swap({ successMessage: 'Swapped' })).resolves.toBe(false)
    expect(controller.state).toMatchObject({ error: 'Signature declined', sourceTokenAmount: '0.1' })
  })
})

describe('networks without swaps (SPEC §8, §9)', () => {
  it("says 'Network not supported for Swaps', and the gas price 'Network not supported for Gas Price', without asking", async () => {
    const { kit, controller } = await setup()
    await kit.switchNetwork(anvilTwo)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await controller.load()
    expect(controller.state).toMatchObject({ status: 'unsupported', loadError: 'Network not supported for Swaps', tokens: [] })
    await expect(controller.gasPrice()).rejects.toMatchObject({ shortMessage: 'Network not supported for Gas Price' })
    const paths = fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname)
    expect(paths.filter((path) => path.includes('/convert/'))).toEqual([])
    // Back on the swap chain the form loads again.
    await kit.switchNetwork(anvil)
    await controller.load()
    expect(controller.state.status).toBe('ready')
    await expect(controller.gasPrice()).resolves.toMatchObject({ standard: expect.stringMatching(/^\d+$/u) })
  })
})
