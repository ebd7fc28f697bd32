import { erc20Abi, createPublicClient, http, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { emailLogin, newEmail } from './embeddedWallet.js'
import { button, chainBalance, dialog, openDemo, shown, useBrowser } from './fixtures.js'
import { connectSolanaWallet } from './solanaDemo.js'

const browser = useBrowser()

// The demo as a newcomer meets it: no wallet, an email login, and test funds from the devnet's treasury.
describe('the demo page for a newcomer (issue: the demo strands email users)', () => {
  it('shows email first in Connect, even with a wallet in the browser (the demo\'s connectMethodsOrder)', async () => {
    const { page } = await openDemo(browser())
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    const field = connect.getByRole('textbox', { name: 'Email', exact: true })
    await field.waitFor()
    const wallet = (await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).boundingBox())!
    expect((await field.boundingBox())!.y).toBeLessThan(wallet.y)
  })

  it('"Get test funds" has the treasury pay ETH and TUSDC to a new email wallet, which Account then shows', { timeout: 120_000 }, async () => {
    const { page, e2e } = await openDemo(browser(), { wallet: false })
    const getFunds = button(page, 'Get test funds')
    expect(await getFunds.isDisabled()).toBe(true)
    const address = (await emailLogin(page, newEmail('funds'))) as Address
    const rpc = e2e.chains[0]!.rpcUrl
    expect(await chainBalance(rpc, address)).toBe(0n)

    await getFunds.click()
    await expect.poll(() => shown(page, 'test-funds').textContent(), { timeout: 20_000 }).toMatch(/^Paid 1 ETH on Anvil, 100 TUSDC on Anvil/u)
    expect(await chainBalance(rpc, address)).toBe(parseEther('1'))
    const tusdc = e2e.tokens['TUSDC']!
    const client = createPublicClient({ transport: http(rpc) })
    expect(await client.readContract({ address: tusdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })).toBe(100_000_000n)

    // The demo reads the balance again once paid (fetchBalance(), past the 30 s it is kept, SPEC §9): Account shows
    // the funds when it opens, and so does the host's account button.
    await button(page, 'Open modal').click()
    await expect.poll(() => dialog(page, 'Account').getByText('1.000 ETH', { exact: true }).count()).toBeGreaterThan(0)
    await dialog(page, 'Account').getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.locator('.portico-account-button').first().textContent()).toContain('1.000 ETH')
  })

  it("the demo's Solana wallet remembers the site over a reload, as a real wallet does, until it disconnects", async () => {
    const { page } = await openDemo(browser(), { wallet: false, query: '?demoWallet=solana' })
    await connectSolanaWallet(page, 'Demo Solana Wallet')
    const address = await shown(page, 'address').textContent()
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 15_000 }).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(address)

    await button(page, 'Disconnect from the page').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await page.reload()
    await page.waitForFunction(() => (window as unknown as { portico?: { getState(): { initialized: boolean } } }).portico?.getState().initialized)
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
  })
})
