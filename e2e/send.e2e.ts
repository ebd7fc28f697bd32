import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { button, chainBalance, connectTestWallet, dialog, newEvmAccount, openDemo, shownBalance, useBrowser } from './fixtures.js'

const browser = useBrowser()

async function tokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/** Account → Send, from a connected demo page. */
async function openSend(page: Page) {
  if (!(await dialog(page, 'Account').isVisible())) await button(page, 'Open modal').click()
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
  return dialog(page, 'Send')
}

async function send(page: Page, { token, amount, to }: { token: RegExp; amount: string; to: string }) {
  const form = await openSend(page)
  await form.getByRole('radio', { name: token }).check()
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await form.getByRole('textbox', { name: 'Receiver address' }).fill(to)
  await form.getByRole('button', { name: 'Preview send', exact: true }).click()
  const review = dialog(page, 'Review Send')
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  // SPEC §4: success goes to Account.
  await dialog(page, 'Account').waitFor()
}

describe('send and activity (SPEC §4, §5, §7)', () => {
  it('starts with the native token and shows each validation message of SPEC §5 for its bad input, all at once, keeping what was typed', async () => {
    const { page } = await openDemo(browser(), { account: 1 })
    await connectTestWallet(page)
    const form = await openSend(page)
    const alerts = () => form.getByRole('alert').allTextContents()
    expect(await form.getByRole('radio', { name: /^Ether / }).isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    await expect.poll(alerts).toEqual(['An amount and receiver address are required'])

    await form.getByRole('textbox', { name: 'Amount' }).fill('1,5')
    await form.getByRole('textbox', { name: 'Receiver address' }).fill('0x1234')
    await expect.poll(alerts).toEqual(['Invalid amount', 'Invalid address'])

    await form.getByRole('textbox', { name: 'Amount' }).fill('1')
    await expect.poll(alerts).toEqual(['Invalid address'])
    expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('1')
  })

  it('shows the estimated network fee on the preview, and "Not enough ETH for the network fee" before the wallet is asked', async () => {
    const e2e = inject('e2e')
    const { address, privateKey } = await newEvmAccount('0.01')
    const { page, wallet } = await openDemo(browser(), { wallet: { privateKey } })
    await connectTestWallet(page)
    const form = await openSend(page)
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await form.getByRole('textbox', { name: 'Receiver address' }).fill(e2e.accounts[0]!.address)
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual(['Not enough ETH for the network fee'])
    expect(wallet!.requests.map((r) => r.method)).not.toContain('eth_sendTransaction')

    await form.getByRole('textbox', { name: 'Amount' }).fill('0.005')
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    const review = dialog(page, 'Review Send')
    await review.getByText(/^≈ [\d.]+ ETH$/u).waitFor()
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page, 'Account').waitFor()
    await expect.poll(() => chainBalance(e2e.chains[0]!.rpcUrl, address)).toBeLessThan(parseEther('0.005'))
  })

  it('sends 0.5 ETH to a name and 10 TUSD to an address; both arrive on chain, in the UI and in Activity', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 3 })
    const rpc = e2e.chains[0]!.rpcUrl
    const alice = e2e.accounts[0]!.address
    const tusd = e2e.tokens['TUSD']!.address
    await connectTestWallet(page)
    const ethBefore = await chainBalance(rpc, alice)
    const tusdBefore = await tokenBalance(rpc, tusd, alice)

    await send(page, { token: /^Ether /, amount: '0.5', to: 'alice.portico' })
    await expect.poll(() => chainBalance(rpc, alice)).toBe(ethBefore + parseEther('0.5'))
    await send(page, { token: /^Test USD /, amount: '10', to: alice })
    await expect.poll(() => tokenBalance(rpc, tusd, alice)).toBe(tusdBefore + parseUnits('10', 6))

    // The sender's balances in the UI follow the chain.
    const account = dialog(page, 'Account')
    const ethShown = shownBalance(await chainBalance(rpc, wallet!.address), 'ETH')
    await expect.poll(() => account.getByText(ethShown, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    const tusdLeft = await tokenBalance(rpc, tusd, wallet!.address)
    const tusdShown = `${Number(tusdLeft / 10n ** 6n).toLocaleString('en-US')}.000 TUSD`
    await expect.poll(() => account.getByRole('list', { name: 'Tokens' }).getByText(tusdShown).count(), { timeout: 20_000 }).toBe(1)

    // Both sends show in Activity, newest first.
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    const activity = account.getByRole('list', { name: 'Activity' })
    await expect.poll(() => activity.getByText(/Sent to .*10 TUSD/).count(), { timeout: 20_000 }).toBe(1)
    expect(await activity.getByText(/Sent to .*0\.5 ETH/).count()).toBe(1)
  })

  it('Receive shows the address as text and as a QR code, and copies it', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 1 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Receive', exact: true }).click()
    const receive = dialog(page, 'Receive')
    await receive.getByRole('img', { name: 'QR code of your address' }).waitFor()
    expect(await receive.getByText(wallet!.address, { exact: true }).count()).toBe(1)
    await receive.getByRole('button', { name: 'Copy address', exact: true }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet!.address)
    expect(await receive.getByRole('list', { name: 'Networks that can receive' }).getByRole('listitem').count()).toBe(2)
  })
})
