import { afterEach, describe, expect, inject, it } from 'vitest'
import { button, connectTestWallet, dialog, openDemo, setFaults, useBrowser } from './fixtures.js'

const browser = useBrowser()

interface StoredEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { event: string; address?: string }
}

/** What the devnet's analytics sink received for one address (tests run in parallel contexts). */
async function received(address?: string): Promise<StoredEvent[]> {
  const response = await fetch(`${inject('e2e').apiUrl}/analytics/e`)
  const { data } = (await response.json()) as { data: ({ body?: StoredEvent } & StoredEvent)[] }
  const events = data.map((entry) => entry.body ?? entry)
  return address ? events.filter((e) => e.props.address === address) : events
}

describe('analytics (SPEC §7, §8)', () => {
  afterEach(async () => {
    await setFaults({})
  })

  it('sends the tracked events of a session to the analytics endpoint, never MODAL_CREATED', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 3 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await dialog(page, 'Account').getByRole('button', { name: 'Close', exact: true }).click()
    await expect
      .poll(async () => (await received(wallet!.address)).map((e) => e.props.event))
      .toEqual(expect.arrayContaining(['CONNECT_SUCCESS', 'MODAL_OPEN', 'MODAL_CLOSE']))
    const events = await received()
    expect(events.map((e) => e.props.event)).not.toContain('MODAL_CREATED')
    const open = (await received(wallet!.address)).find((e) => e.props.event === 'MODAL_OPEN')!
    expect(open.url.startsWith(e2e.url)).toBe(true)
    expect(open.domain).toBe('127.0.0.1')
    expect(open.eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("a 403 from the analytics endpoint shows 'Invalid App Configuration' once (SPEC §8)", async () => {
    await setFaults({ analytics: 403 })
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    const alert = page.locator('portico-modal').getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
    await expect.poll(() => alert.count()).toBe(1)
    await page.locator('portico-modal').getByRole('button', { name: 'Dismiss', exact: true }).click()
    await expect.poll(() => alert.count()).toBe(0)
    // More events, no second alert.
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).fill('Aurora')
    await page.waitForTimeout(800)
    expect(await alert.count()).toBe(0)
  })
})
