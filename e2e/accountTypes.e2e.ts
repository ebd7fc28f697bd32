import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { button, connectTestWallet, openDemo, shown, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** `getAccount().preferredAccountTypes` of the page's kit. */
const accountTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as { portico: { getAccount(): { preferredAccountTypes: unknown } } }).portico.getAccount().preferredAccountTypes)

describe('default account types (SPEC §3, §6)', () => {
  it('are each configured family’s, as its chain package declares it: eip155 smartAccount, bip122 payment, the others eoa', async () => {
    const { page } = await openDemo(browser())
    await expect.poll(() => shown(page, 'account-types').textContent()).toBe('eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa, cosmos eoa')
    expect(await accountTypes(page)).toEqual({ eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa', cosmos: 'eoa' })
  })

  it('defaultAccountTypes overrides them one by one; they stay through connect and disconnect', async () => {
    const { page } = await openDemo(browser(), { account: 2, query: '?accountTypes=eip155:eoa,bip122:ordinal' })
    const expected = 'eip155 eoa, solana eoa, bip122 ordinal, polkadot eoa, cosmos eoa'
    await expect.poll(() => shown(page, 'account-types').textContent()).toBe(expected)
    await connectTestWallet(page)
    await button(page, 'Disconnect from the page').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    expect(await shown(page, 'account-types').textContent()).toBe(expected)
    expect(await accountTypes(page)).toEqual({ eip155: 'eoa', solana: 'eoa', bip122: 'ordinal', polkadot: 'eoa', cosmos: 'eoa' })
  })
})
