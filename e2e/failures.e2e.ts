import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, button, connectTestWallet, connectViewLoaded, dialog, openDemo, setFaults, shown, useBrowser } from './fixtures.js'
import type { InjectedWallet } from './wallets/injectedWallet.js'

const browser = useBrowser()

/**
 * Opens the modal and picks the test wallet, whose user has not answered the connect prompt yet; resolves once
 * the kit is connecting, with the function that answers the prompt and the Connecting view.
 */
async function pickWithPromptHeld(page: Page, wallet: InjectedWallet) {
  const answer = wallet.holdConnectPrompt()
  await button(page, 'Open modal').click()
  await connectViewLoaded(page)
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
  await expect.poll(() => shown(page, 'status').textContent()).toBe('connecting')
  return { answer, connecting: dialog(page, 'Portico Test Wallet') }
}

describe('bad input and failures keep the modal usable', () => {
  afterEach(async () => {
    await setFaults({})
  })

  it('a wallet that rejects shows the error and nothing is connected; trying again works', async () => {
    const { page, wallet } = await openDemo(browser(), { wallet: { reject: { connect: true } } })
    await button(page, 'Open modal').click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const connecting = dialog(page, 'Portico Test Wallet')
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Connection declined')
    expect(await shown(page, 'status').textContent()).toBe('disconnected')

    wallet!.setReject({})
    await connecting.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
  })

  it('a wallet that vanishes mid-connect: the message shows, nothing is left connecting, the modal stays usable', async () => {
    const { page, wallet } = await openDemo(browser())
    const { answer, connecting } = await pickWithPromptHeld(page, wallet!)
    await expect.poll(() => connecting.getByRole('paragraph').first().textContent()).toBe('Continue in Portico Test Wallet')

    await wallet!.vanish()
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Portico Test Wallet is no longer available')
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    // The wallet's late answer to a prompt nobody waits for changes nothing.
    answer()
    await page.waitForTimeout(300)
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes('testwallet')))).toEqual([])

    // Back to the wallet list: the modal still works, and closes.
    await connecting.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.locator('portico-modal').getByRole('dialog').count()).toBe(0)
  })

  it('a wallet that restarts mid-connect: the message shows, and trying again connects through its new provider', async () => {
    const { page, wallet } = await openDemo(browser())
    const { answer, connecting } = await pickWithPromptHeld(page, wallet!)

    await wallet!.restart()
    await expect.poll(() => connecting.getByRole('alert').textContent()).toBe('Portico Test Wallet is no longer available')
    expect(await connecting.getByText('The wallet stopped answering before you could approve.', { exact: false }).count()).toBe(1)
    expect(await shown(page, 'status').textContent()).toBe('disconnected')

    answer()
    await connecting.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect((await shown(page, 'address').textContent())?.toLowerCase()).toBe(wallet!.address.toLowerCase())
  })

  it('a malformed directory answer shows an error with a retry; installed wallets still connect', async () => {
    const { page } = await openDemo(browser())
    await setFaults({ directory: 'malformed' })
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    await expect.poll(() => all.getByRole('alert').textContent()).toBe('The wallet list could not be loaded.')

    await setFaults({})
    await all.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect.poll(() => all.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBeGreaterThan(4)

    await all.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
  })

  it.each([
    ['down (500)', 500],
    ['answering with something that is not JSON', 'malformed'],
    ['answering with JSON of the wrong shape', 'invalid'],
  ] as const)("a balance API %s shows 'Token Balance Unavailable' (SPEC §8)", async (_, fault) => {
    const { page } = await openDemo(browser(), { account: 2 })
    await setFaults({ balance: fault })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.waitFor()
    await expect.poll(() => page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }).count()).toBe(1)
    // The account itself stays usable.
    await account.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
  })

  it("a failed balance says 'Balance unavailable' with a Retry, never a zero; the 30 s back-off holds, Retry fetches (SPEC §8)", async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    const balanceRequests: string[] = []
    page.on('request', (r) => r.url().includes('/balance?') && balanceRequests.push(r.url()))
    await setFaults({ balance: 500 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByText('Balance unavailable', { exact: true }).waitFor()
    await account.getByText('Tokens unavailable', { exact: true }).waitFor()
    expect(await account.getByText(/^0\.00/u).count()).toBe(0)
    expect(await account.getByText('No tokens yet', { exact: true }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    const failed = balanceRequests.length
    expect(failed).toBeGreaterThan(0)

    // Showing the Account again within 30 s asks nothing: the back-off holds for what the kit does by itself.
    await account.getByRole('button', { name: 'Close', exact: true }).click()
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByText('Balance unavailable', { exact: true }).waitFor()
    await page.waitForTimeout(500)
    expect(balanceRequests).toHaveLength(failed)

    // The person's Retry asks now, and the balance shows.
    await setFaults({})
    await dialog(page, 'Account').getByRole('button', { name: 'Retry', exact: true }).click()
    // The balance under the address (and ETH among the tokens).
    await dialog(page, 'Account').getByText(/^[\d,]+\.\d{3} ETH$/u).first().waitFor()
    expect(balanceRequests).toHaveLength(failed + 1)
    expect(await dialog(page, 'Account').getByText('Balance unavailable', { exact: true }).count()).toBe(0)
    expect(await dialog(page, 'Account').getByText('Tokens unavailable', { exact: true }).count()).toBe(0)
  })

  it('an API that is down does not stop connecting', async () => {
    const { page } = await openDemo(browser(), { account: 3 })
    await setFaults({ config: 503, directory: 503, identity: 503 })
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
  })
})
