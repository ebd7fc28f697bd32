import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { button, openDemo, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** The modal rendered inline in the demo's "Embedded modal" section. */
const embedded = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Embedded modal' }).getByRole('dialog', { name, exact: true })

describe('embedded mode (SPEC §2)', () => {
  it('renders inline; the modal closes once an address is set; closing shows Account when connected, else Connect', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 2, query: '?embedded=1' })
    // Inline, with no page-level dialog appended to the body.
    await embedded(page, 'Connect Wallet').waitFor()
    expect(await page.locator('body > portico-modal').count()).toBe(0)

    await button(page, 'Open modal').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('open')
    await embedded(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => shown(page, 'address').textContent()).toBe(wallet!.address)
    // The address is set: the modal closes, and what shows inline is the Account view.
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await embedded(page, 'Account').waitFor()

    // Opened on another view and closed: back to Account, since an address is connected.
    await button(page, 'Open networks').click()
    await embedded(page, 'Choose Network').waitFor()
    await button(page, 'Close modal').click()
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await embedded(page, 'Account').waitFor()

    // Not connected: closing shows Connect.
    await button(page, 'Disconnect from the page').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await button(page, 'Open networks').click()
    await embedded(page, 'Choose Network').waitFor()
    await button(page, 'Close modal').click()
    await embedded(page, 'Connect Wallet').waitFor()
    expect(await shown(page, 'modal').textContent()).toBe('closed')
  })
})
