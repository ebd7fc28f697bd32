import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { button, connectTestWallet, dialog, openDemo, setFaults, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** The modal's alert banner, with its short and long message. */
const alert = (page: Page) => page.locator('portico-modal').getByRole('alert')

/** An error answer of the API carrying `message`, as the reference hosts send it. */
const refusal = (status: number, message: string) => ({ respond: status, body: { message } })

describe('server messages map to their alerts (SPEC §8)', () => {
  afterEach(async () => {
    await setFaults({})
  })

  it("'Unauthorized: origin not allowed' from the config API shows Invalid App Configuration", async () => {
    await setFaults({ config: refusal(401, 'Unauthorized: origin not allowed') })
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    await expect.poll(() => alert(page).locator('strong').textContent()).toBe('Invalid App Configuration')
    await expect.poll(() => alert(page).getByText('This origin is not on the allowlist', { exact: false }).count()).toBe(1)
  })

  it("'JWT validation error: JWT Token is not yet valid' from the wallet directory shows Session Expired", async () => {
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    expect(await alert(page).count()).toBe(0)
    // Connect has its wallets (fetched when idle after start-up); the next directory call, All Wallets' first page,
    // is refused.
    await setFaults({ directory: refusal(403, 'JWT validation error: JWT Token is not yet valid') })
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await expect.poll(() => alert(page).locator('strong').textContent()).toBe('Session Expired')
    expect(await alert(page).getByText('Check the time settings', { exact: false }).count()).toBe(1)
  })

  it("'Unauthorized: invalid key' from the blockchain API shows the invalid project id alert", async () => {
    await setFaults({ balance: refusal(401, 'Unauthorized: invalid key') })
    const { page } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await expect.poll(() => alert(page).locator('strong').textContent()).toBe('Invalid App Configuration')
    expect(await alert(page).getByText('Invalid Project ID - update configuration', { exact: true }).count()).toBe(1)
  })
})
