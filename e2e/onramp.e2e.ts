import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaKeypair } from '../devnet/solana/solanaKeys.js'
import { MELD_PUBLIC_KEY } from '../plugins/onramp/meldOnRampUrl.js'
import { button, connectTestWallet, dialog, openDemo, setFaults, useBrowser } from './fixtures.js'
import { connectSolanaWallet, lamportsOf, openSolanaDemo } from './solanaDemo.js'

const browser = useBrowser()

// Every purchase goes to account 0, the deployer, which already holds TUSDC: the other browser tests read the
// token lists of accounts 1 to 3, which a purchase would change.

afterEach(() => setFaults({}))

async function tusdcBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Account → Buy Crypto, from a connected demo page. */
async function openBuy(page: Page) {
  await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Buy Crypto', exact: true }).click()
  return dialog(page, 'Buy Crypto')
}

/**
 * Picks a provider and returns its popup, loaded on the provider's page. The popup opens within the click and
 * has no way back to the host page: `window.opener` is null on the provider's page (`noopener`).
 */
async function pickProvider(page: Page, name: 'Coinbase' | 'Meld') {
  const providers = dialog(page, 'Buy Crypto').getByRole('list', { name: 'Providers' })
  const [popup] = await Promise.all([page.waitForEvent('popup'), providers.getByRole('button', { name, exact: true }).click()])
  await popup.waitForURL((url) => url.protocol === 'http:' || url.protocol === 'https:')
  await popup.waitForLoadState()
  expect(await popup.evaluate(() => window.opener === null)).toBe(true)
  return popup
}

/** Buys on the devnet checkout page and waits for its answer. */
async function buyInPopup(popup: Page) {
  await popup.getByRole('button', { name: 'Buy', exact: true }).click()
  await popup.getByRole('status').getByText(/^Purchase complete: /u).waitFor()
}

/** What the purchase looks like once it arrived: BuyInProgress says so, and Activity lists it as bought. */
async function expectBought(page: Page, amount: string, listed: RegExp) {
  const buying = dialog(page, 'Buying')
  await buying.getByRole('status').getByText(`You bought ${amount}`, { exact: true }).waitFor()
  await buying.getByRole('button', { name: 'Back to account', exact: true }).click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'Activity', exact: true }).click()
  await account.getByRole('list', { name: 'Activity' }).getByText(listed).waitFor()
}

describe('buying crypto through on-ramp providers (SPEC §2, §4, §7, §8)', () => {
  it('Coinbase: the quote from the API, the checkout from onrampurl, TUSDC on chain, the purchase in Activity', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 0 })
    const rpc = e2e.chains[0]!.rpcUrl
    const tusdc = e2e.tokens['TUSDC']!.address
    await connectTestWallet(page)
    const before = await tusdcBalance(rpc, tusdc, wallet!.address)

    const buy = await openBuy(page)
    // The devnet's options: its own limits and TUSDC, not the built-in defaults.
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).waitFor()
    await buy.getByText('Between 1.00 and 2,500.00 USD by card', { exact: true }).waitFor()
    const providers = buy.getByRole('list', { name: 'Providers' })
    await providers.getByRole('button', { name: 'Meld', exact: true }).waitFor()
    expect(await providers.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/Coinbase/u), expect.stringMatching(/Meld/u)])
    // Each row's image comes from the API's asset images: Coinbase's real logo; Meld, which the devnet's icon
    // package lacks, its initial.
    const image = async (name: string) => {
      const img = providers.getByRole('button', { name, exact: true }).locator('img')
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0).catch(() => false)).toBe(true)
      return img.evaluate(async (el: HTMLImageElement) => (await fetch(el.src)).text())
    }
    expect(await image('Coinbase')).not.toContain('<text')
    expect(await image('Meld')).toMatch(/<text[^>]*>Me?<\/text>/iu)
    await buy.getByRole('textbox', { name: 'You pay' }).fill('25')
    // 25 USD less 1.5 % and 0.50 network fee.
    await buy.getByRole('status').or(buy.locator('output')).getByText('24.120 TUSDC', { exact: true }).waitFor()
    await providers.getByRole('button', { name: 'Coinbase', exact: true }).and(page.locator(':enabled')).waitFor()
    expect(await providers.getByText('Fee 1-2%', { exact: true }).count()).toBe(2)

    const popup = await pickProvider(page, 'Coinbase')
    const checkout = new URL(popup.url())
    expect(checkout.pathname).toBe('/onramp/coinbase/buy/select-asset')
    expect(Object.fromEntries(checkout.searchParams)).toMatchObject({
      defaultNetwork: 'ethereum', // anvil is no Coinbase pay chain (SPEC §9 fallback)
      defaultAsset: 'TUSDC',
      presetFiatAmount: '25',
      presetCryptoAmount: '24.12',
      defaultExperience: 'buy',
      partnerUserId: wallet!.address,
    })
    await dialog(page, 'Buying').getByText('Complete your purchase in the Coinbase window', { exact: true }).waitFor()
    expect(await dialog(page, 'Buying').getByText(/blocked/u).count()).toBe(0)
    await popup.getByText(wallet!.address, { exact: true }).waitFor()
    expect(await popup.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('25')
    await buyInPopup(popup)

    expect(await tusdcBalance(rpc, tusdc, wallet!.address)).toBe(before + parseUnits('24.12', 6))
    await expectBought(page, '24.120 TUSDC', /Bought from .*24\.12 TUSDC/u)
  })

  it('Meld: the url with its four parameters and the amount typed in the modal, TUSDC on chain, the purchase in Activity', async () => {
    const { page, wallet, e2e, errors } = await openDemo(browser(), { account: 0 })
    const rpc = e2e.chains[0]!.rpcUrl
    const tusdc = e2e.tokens['TUSDC']!.address
    await connectTestWallet(page)
    const before = await tusdcBalance(rpc, tusdc, wallet!.address)

    const buy = await openBuy(page)
    // The tokens that arrive on the anvil chain: not the devnet's SOL, which arrives on its Solana network.
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).click()
    const tokens = dialog(page, 'Select Token').getByRole('list', { name: 'Tokens' })
    await tokens.getByRole('button', { name: 'Ether (ETH)', exact: true }).waitFor()
    expect(await tokens.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/Test USD Coin \(TUSDC\)/u), expect.stringMatching(/Ether \(ETH\)/u)])
    await dialog(page, 'Select Token').getByRole('button', { name: 'Back', exact: true }).click()
    // The amount typed here is the one the checkout starts from.
    await buy.getByRole('textbox', { name: 'You pay' }).fill('50')
    const popup = await pickProvider(page, 'Meld')
    const checkout = new URL(popup.url())
    expect(checkout.pathname).toBe('/onramp/meld')
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      publicKey: expect.stringMatching(/.+/u) as unknown,
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet!.address,
      externalCustomerId: 'portico-demo',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
    })
    await dialog(page, 'Buying').getByText('Complete your purchase in the Meld window', { exact: true }).waitFor()
    // Picked again while its popup is still open on Meld's page: Buying shows again, nothing throws, and the popup
    // has no opener.
    await dialog(page, 'Buying').getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Buy Crypto').getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'Meld', exact: true }).click()
    await dialog(page, 'Buying').getByText('Complete your purchase in the Meld window', { exact: true }).waitFor()
    await popup.waitForLoadState()
    expect(await popup.evaluate(() => window.opener === null)).toBe(true)
    expect(errors).toEqual([])
    await popup.getByText('USDC (paid out as TUSDC)', { exact: true }).waitFor()
    expect(await popup.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('50')
    await popup.getByText(/^You receive 48\.75 TUSDC/u).waitFor()
    await buyInPopup(popup)

    expect(await tusdcBalance(rpc, tusdc, wallet!.address)).toBe(before + parseUnits('48.75', 6))
    await expectBought(page, '48.750 TUSDC', /Bought from .*48\.75 TUSDC/u)
  })

  it('with the options and quote calls failing: the built-in currencies and §5 limits, the mocked quote, and buying still works', async () => {
    await setFaults({ onrampOptions: 500, onrampQuote: 503 })
    const { page, wallet, e2e } = await openDemo(browser(), { account: 0 })
    const rpc = e2e.chains[0]!.rpcUrl
    const tusdc = e2e.tokens['TUSDC']!.address
    await connectTestWallet(page)
    const before = await tusdcBalance(rpc, tusdc, wallet!.address)

    const buy = await openBuy(page)
    await buy.getByRole('button', { name: 'Token: USDC', exact: true }).waitFor()
    await buy.getByText('Between 10.00 and 7,500.00 USD by card', { exact: true }).waitFor()
    const amount = buy.getByRole('textbox', { name: 'You pay' })
    await amount.fill('5')
    await buy.getByText('Enter an amount between 10.00 and 7,500.00 USD', { exact: true }).waitFor()
    // The mocked quote echoes the amount (SPEC §8).
    await amount.fill('100')
    await buy.getByText('Estimate, the provider could not quote', { exact: true }).waitFor()
    await buy.locator('output').getByText('100.000 USDC', { exact: true }).waitFor()

    // The built-in lists in the selects: USD and EUR; USD Coin and Ether.
    await buy.getByRole('button', { name: 'Currency: USD', exact: true }).click()
    const currencies = dialog(page, 'Select Currency').getByRole('list', { name: 'Currencies' })
    await currencies.getByRole('button', { name: 'EUR', exact: true }).waitFor()
    expect(await currencies.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/USD/u), expect.stringMatching(/EUR/u)])
    await currencies.getByRole('button', { name: 'EUR', exact: true }).click()
    await buy.getByRole('button', { name: 'Currency: EUR', exact: true }).waitFor()
    await buy.getByRole('button', { name: 'Token: USDC', exact: true }).click()
    const tokens = dialog(page, 'Select Token').getByRole('list', { name: 'Tokens' })
    await tokens.getByRole('button', { name: 'Ether (ETH)', exact: true }).waitFor()
    expect(await tokens.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/USD Coin \(USDC\)/u), expect.stringMatching(/Ether \(ETH\)/u)])
    await tokens.getByRole('button', { name: 'USD Coin (USDC)', exact: true }).click()
    await buy.getByRole('button', { name: 'Currency: EUR', exact: true }).click()
    await dialog(page, 'Select Currency').getByRole('button', { name: 'USD', exact: true }).click()

    // Coinbase's checkout asks for the default USDC; the devnet pays it as TUSDC.
    const popup = await pickProvider(page, 'Coinbase')
    expect(new URL(popup.url()).searchParams.get('defaultAsset')).toBe('USDC')
    await popup.getByText('USDC (paid out as TUSDC)', { exact: true }).waitFor()
    await buyInPopup(popup)
    expect(await tusdcBalance(rpc, tusdc, wallet!.address)).toBe(before + parseUnits('98', 6))
    await expectBought(page, '98.000 TUSDC', /Bought from .*98 TUSDC/u)
  })
})

describe('buying SOL through Meld on the Solana family (SPEC §4 On-ramp, §7, §9)', () => {
  it('a Wallet Standard wallet: only Meld, its url asks for SOL to the Solana address, the SOL lands on the ledger and the balance follows', async () => {
    // A new wallet, holding no SOL yet: the other browser tests read the funded Solana accounts' balances.
    const buyer = solanaKeypair('onramp e2e: first SOL')
    const { page, e2e, solanaWallet } = await openSolanaDemo(browser(), buyer)
    const { rpcUrl, caipNetworkId } = e2e.solana
    await connectSolanaWallet(page)
    expect(solanaWallet.address).toBe(buyer.address)
    const before = await lamportsOf(rpcUrl, buyer.address)

    const buy = await openBuy(page)
    // Coinbase delivers on eip155 only (SPEC §9): on solana the list holds Meld alone.
    const providers = buy.getByRole('list', { name: 'Providers' })
    await providers.getByRole('button', { name: 'Meld', exact: true }).waitFor()
    expect(await providers.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/Meld/u)])
    // The token is the one that arrives on the Solana network, quoted by the API at the devnet's price.
    await buy.getByRole('button', { name: 'Token: SOL', exact: true }).click()
    const tokens = dialog(page, 'Select Token').getByRole('list', { name: 'Tokens' })
    await tokens.getByRole('button', { name: 'Solana (SOL)', exact: true }).waitFor()
    expect(await tokens.getByRole('button').allInnerTexts()).toEqual([expect.stringMatching(/Solana \(SOL\)/u)])
    await tokens.getByRole('button', { name: 'Solana (SOL)', exact: true }).click()
    await buy.getByRole('textbox', { name: 'You pay' }).fill('50')
    await buy.locator('output').getByText('0.325 SOL', { exact: true }).waitFor()

    const popup = await pickProvider(page, 'Meld')
    const checkout = new URL(popup.url())
    expect(checkout.pathname).toBe('/onramp/meld')
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      publicKey: MELD_PUBLIC_KEY,
      destinationCurrencyCode: 'SOL',
      walletAddress: buyer.address,
      externalCustomerId: 'portico-demo',
      sourceAmount: '50',
      sourceCurrencyCode: 'USD',
    })
    await dialog(page, 'Buying').getByText('Complete your purchase in the Meld window', { exact: true }).waitFor()
    await popup.getByText(buyer.address, { exact: true }).waitFor()
    expect(await popup.getByRole('combobox', { name: 'Network' }).inputValue()).toBe(caipNetworkId)
    expect(await popup.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('50')
    // 50 USD less 1.5 % and the 0.50 network fee, at the devnet's 150 USD a SOL.
    await popup.getByText('You receive 0.325 SOL (fees 1.25 USD)', { exact: true }).waitFor()
    await buyInPopup(popup)

    expect(await lamportsOf(rpcUrl, buyer.address)).toBe(before + 325_000_000n)
    const buying = dialog(page, 'Buying')
    await buying.getByRole('status').getByText('You bought 0.325 SOL', { exact: true }).waitFor()
    await buying.getByRole('button', { name: 'Back to account', exact: true }).click()
    await dialog(page, 'Account').getByText('0.325 SOL', { exact: true }).first().waitFor()
  })
})
