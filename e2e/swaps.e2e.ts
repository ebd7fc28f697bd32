import type { Locator, Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { button, connectTestWallet, connectViewLoaded, dialog, openDemo, pairingUri, setFaults, shown, topsOf, useBrowser } from './fixtures.js'
import { createWalletConnectWallet, type WalletConnectWallet } from './wallets/walletConnectWallet.js'

const browser = useBrowser()
const phones: WalletConnectWallet[] = []
afterEach(async () => {
  await setFaults({})
  await Promise.all(phones.splice(0).map((phone) => phone.stop()))
})

async function tokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** A token balance as the Account view shows it: rounded down to 3 decimals, en-US grouping (SPEC §5). */
function shownToken(units: bigint, decimals: number, symbol: string): string {
  const thousandths = (units * 1000n) / 10n ** BigInt(decimals)
  return `${(thousandths / 1000n).toLocaleString('en-US')}.${(thousandths % 1000n).toString().padStart(3, '0')} ${symbol}`
}

/** Account → Swap, from a connected demo page; resolves the Swap form once its tokens are in. */
async function openSwap(page: Page): Promise<Locator> {
  if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = dialog(page, 'Swap')
  await swap.getByRole('textbox', { name: 'Amount to swap' }).waitFor()
  return swap
}

/** Picks a token in SwapSelectToken through its search. */
async function pickToken(page: Page, swap: Locator, side: 'pay' | 'receive', name: string, symbol: string) {
  await swap.getByRole('button', { name: side === 'pay' ? /^Choose the token to pay with/u : /^Choose the token to receive/u }).click()
  const select = dialog(page, 'Select token')
  await select.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await select.getByRole('button', { name: new RegExp(`^${name} [\\d,.]+ ${symbol}$`, 'u') }).click()
  await expect.poll(() => swap.getByRole('button', { name: side === 'pay' ? /^Choose the token to pay with/u : /^Choose the token to receive/u }).textContent()).toBe(symbol)
}

/** Types an amount and waits for the quote; resolves the quoted amount as shown. */
async function quote(swap: Locator, amount: string): Promise<string> {
  await swap.getByRole('textbox', { name: 'Amount to swap' }).fill(amount)
  const output = swap.locator('output[aria-label="Quoted amount"]')
  await expect.poll(async () => ((await output.getAttribute('aria-busy')) === null ? Number(await output.textContent()) : 0), { timeout: 20_000 }).toBeGreaterThan(0)
  return (await output.textContent()) ?? ''
}

describe('swaps on Uniswap V2 through the convert API (SPEC §2, §7, §8, §9)', () => {
  it('swaps ETH for TUSDC, then TUSD for TUSDC with its approval: amounts as quoted, on chain and in the UI', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2 })
    const rpc = e2e.chains[0]!.rpcUrl
    const me = wallet!.address as Address
    const tusdc = e2e.tokens['TUSDC']!.address
    const tusd = e2e.tokens['TUSD']!.address
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    // SPEC §2: the wallet features in their default order (onramp, swaps, receive, send).
    const features = dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button')
    // Read once the Account view shows its features (the click only starts opening the modal).
    await expect.poll(() => features.allTextContents()).toContain('Send')
    const names = await features.allTextContents()
    expect(names.indexOf('Swap')).toBeGreaterThanOrEqual(0)
    expect(names.indexOf('Swap')).toBeLessThan(names.indexOf('Receive'))
    expect(names.indexOf('Receive')).toBeLessThan(names.indexOf('Send'))

    // ETH → TUSDC
    let swap = await openSwap(page)
    await pickToken(page, swap, 'receive', 'Test USD Coin', 'TUSDC')
    const quotedText = await quote(swap, '0.5')
    const quoted = parseUnits(quotedText, 6)
    // 0.5 ETH at about 3000 TUSDC, less the 0.3 % fee and the trade's own price impact.
    expect(Number(quotedText)).toBeGreaterThan(1400)
    expect(Number(quotedText)).toBeLessThan(1500)
    const before = await tokenBalance(rpc, tusdc, me)
    await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
    const review = dialog(page, 'Review swap')
    await expect.poll(() => review.getByText('1 %', { exact: true }).count()).toBe(1)
    // While the wallet is asked, its status takes Cancel's place (Swap stays where the pointer is).
    const swapButton = review.getByRole('button', { name: 'Swap', exact: true })
    const cancel = review.getByRole('button', { name: 'Cancel', exact: true })
    const at = await topsOf(page, swapButton, cancel)
    const answer = wallet!.holdSendPrompt()
    await swapButton.click()
    const status = review.getByRole('status').filter({ hasText: 'Confirm the swap in your wallet' })
    await status.waitFor()
    expect(await topsOf(page, swapButton, status)).toEqual(at)
    answer()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    const received = (await tokenBalance(rpc, tusdc, me)) - before
    expect(Number(received)).toBeGreaterThanOrEqual(Number(quoted) * 0.99)
    expect(Number(received)).toBeLessThanOrEqual(Number(quoted) * 1.01)
    const tokens = dialog(page, 'Account').getByRole('list', { name: 'Tokens' })
    const tusdcShown = shownToken(await tokenBalance(rpc, tusdc, me), 6, 'TUSDC')
    await expect.poll(() => tokens.getByText(tusdcShown, { exact: true }).count(), { timeout: 20_000 }).toBe(1)

    // TUSD → TUSDC: the router needs an approval first; two transactions.
    swap = await openSwap(page)
    await pickToken(page, swap, 'pay', 'Test USD', 'TUSD')
    await expect.poll(() => swap.getByRole('button', { name: /^Choose the token to receive/u }).textContent()).toBe('TUSDC')
    const secondText = await quote(swap, '25')
    const [tusdBefore, tusdcBefore] = [await tokenBalance(rpc, tusd, me), await tokenBalance(rpc, tusdc, me)]
    const sentBefore = wallet!.requests.filter((r) => r.method === 'eth_sendTransaction').length
    await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
    await review.getByText('First approve TUSD for the swap', { exact: false }).waitFor()
    await review.getByRole('button', { name: 'Approve and swap', exact: true }).click()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    expect(wallet!.requests.filter((r) => r.method === 'eth_sendTransaction').length - sentBefore).toBe(2)
    expect(await tokenBalance(rpc, tusd, me)).toBe(tusdBefore - parseUnits('25', 6))
    const secondReceived = Number((await tokenBalance(rpc, tusdc, me)) - tusdcBefore)
    expect(secondReceived).toBeGreaterThanOrEqual(Number(parseUnits(secondText, 6)) * 0.99)
    expect(secondReceived).toBeLessThanOrEqual(Number(parseUnits(secondText, 6)) * 1.01)
    const tusdShown = shownToken(await tokenBalance(rpc, tusd, me), 6, 'TUSD')
    await expect.poll(() => tokens.getByText(tusdShown, { exact: true }).count(), { timeout: 20_000 }).toBe(1)
  })

  it('a failing quote, a reverted swap and a declined one keep the form and say why', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2 })
    const me = wallet!.address as Address
    await connectTestWallet(page)
    const swap = await openSwap(page)
    await pickToken(page, swap, 'receive', 'Test USD Coin', 'TUSDC')

    await setFaults({ quotes: 500 })
    const amount = swap.getByRole('textbox', { name: 'Amount to swap' })
    await amount.fill('0.2')
    await expect.poll(() => swap.getByRole('alert').textContent()).toBe('No quote: HTTP status code: 500')
    expect(await amount.inputValue()).toBe('0.2')
    await setFaults({})
    await swap.getByRole('button', { name: 'Try again', exact: true }).click()
    const quotedText = await quote(swap, '0.2')
    expect(Number(quotedText)).toBeGreaterThan(500)

    // The router call the API hands out asks for far more than the pool gives: mined, and reverted.
    const swapChain = (await (await fetch(`${e2e.apiUrl}/__devnet/info`)).json()) as { chains: { swap?: { router: Address; weth: Address } }[] }
    const { router, weth } = swapChain.chains[0]!.swap!
    const routerAbi = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable'])
    const data = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [10n ** 30n, [weth, e2e.tokens['TUSDC']!.address], me, 2n ** 40n] })
    await setFaults({
      buildTransaction: {
        respond: 200,
        body: { tx: { from: `eip155:31337:${me}`, to: `eip155:31337:${router}`, data, amount: parseEther('0.2').toString(), eip155: { gas: '300000', gasPrice: '1' } } },
        times: 1,
      },
    })
    const before = await tokenBalance(e2e.chains[0]!.rpcUrl, e2e.tokens['TUSDC']!.address, me)
    await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
    const review = dialog(page, 'Review swap')
    await review.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(() => review.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('The swap transaction reverted')
    expect(await tokenBalance(e2e.chains[0]!.rpcUrl, e2e.tokens['TUSDC']!.address, me)).toBe(before)
    await review.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(await dialog(page, 'Swap').getByRole('textbox', { name: 'Amount to swap' }).inputValue()).toBe('0.2')

    // Declined in the wallet: nothing is sent, and the review says so.
    wallet!.setReject({ sign: true })
    await dialog(page, 'Swap').getByRole('button', { name: 'Review swap', exact: true }).click()
    await review.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect.poll(() => review.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Signature declined')
    wallet!.setReject({})
    expect(await tokenBalance(e2e.chains[0]!.rpcUrl, e2e.tokens['TUSDC']!.address, me)).toBe(before)
  })

  it("says 'Network not supported for Swaps' on a network without swaps", async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe('eip155:31338')
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await expect.poll(() => swap.getByRole('alert').textContent()).toBe('Network not supported for Swaps')
    // The way out: the network list, and on Anvil the form.
    await swap.getByRole('button', { name: 'Switch network', exact: true }).click()
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil', exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe('eip155:31337')
  })

  it("open({ view: 'Swap', arguments }) starts from the tokens and amount given", async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Swap 0.1 ETH for TUSDC').click()
    const swap = dialog(page, 'Swap')
    await expect.poll(() => swap.getByRole('textbox', { name: 'Amount to swap' }).inputValue()).toBe('0.1')
    await expect.poll(() => swap.getByRole('button', { name: /^Choose the token to pay with/u }).textContent()).toBe('ETH')
    await expect.poll(() => swap.getByRole('button', { name: /^Choose the token to receive/u }).textContent()).toBe('TUSDC')
    await expect.poll(async () => Number(await swap.locator('output[aria-label="Quoted amount"]').textContent()), { timeout: 20_000 }).toBeGreaterThan(250)
  })

  it('swaps through a WalletConnect wallet: the router call signed on the phone, the receipt read through the provider', async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false })
    const phone = await createWalletConnectWallet({
      relayUrl: inject('e2e').relayUrl,
      // Account 2, the swapper of this file: other files count account 1's tokens, which a swap would change.
      privateKey: e2e.accounts[2]!.privateKey,
      chains: e2e.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [{ chainId: number; rpcUrl: string }],
    })
    phones.push(phone)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await phone.connect(await pairingUri(page))
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')

    const swap = await openSwap(page)
    await pickToken(page, swap, 'receive', 'Test USD Coin', 'TUSDC')
    const quoted = parseUnits(await quote(swap, '0.3'), 6)
    const tusdc = e2e.tokens['TUSDC']!.address
    const before = await tokenBalance(e2e.chains[0]!.rpcUrl, tusdc, phone.address)
    await swap.getByRole('button', { name: 'Review swap', exact: true }).click()
    await dialog(page, 'Review swap').getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog(page, 'Account').waitFor({ timeout: 30_000 })
    const received = Number((await tokenBalance(e2e.chains[0]!.rpcUrl, tusdc, phone.address)) - before)
    expect(received).toBeGreaterThanOrEqual(Number(quoted) * 0.99)
    expect(received).toBeLessThanOrEqual(Number(quoted) * 1.01)
  })
})
