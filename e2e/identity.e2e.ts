import { describe, expect, it } from 'vitest'
import { connectTestWallet, openDemo, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('identity on connection (SPEC §3, §7)', () => {
  it("the host's AccountButton shows the profile name once connected and after a restore, the Account view never opened", async () => {
    // The devnet's identity API names account 1 'bob.portico'.
    const { page, wallet } = await openDemo(browser(), { account: 1 })
    const buttons = page.getByRole('region', { name: 'Buttons' })
    await connectTestWallet(page)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    await expect.poll(() => buttons.getByRole('button', { name: /bob\.portico$/ }).count()).toBeGreaterThan(0)
    expect(await buttons.getByText(wallet!.address.slice(0, 6), { exact: false }).count()).toBe(0)

    const identityCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/identity/')) identityCalls.push(request.url())
    })
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await expect.poll(() => buttons.getByRole('button', { name: /bob\.portico$/ }).count()).toBeGreaterThan(0)
    expect(identityCalls).toHaveLength(1)
    expect(identityCalls[0]?.toLowerCase()).toContain(wallet!.address.toLowerCase())
    expect(await shown(page, 'modal').textContent()).toBe('closed')
  })
})
