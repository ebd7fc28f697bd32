import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** The wallet directory requests a page makes, as URLs. */
function directoryRequests(requests: Request[]) {
  return requests.map((r) => new URL(r.url())).filter((url) => url.pathname.endsWith('/getWallets'))
}

describe('All Wallets (SPEC §2, §7, §9)', () => {
  it('pages by 40 as the list scrolls, rendering only the visible rows', async () => {
    const { page } = await openDemo(browser())
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    const list = all.getByRole('list', { name: 'Wallets' })
    await expect.poll(() => list.getByRole('button').count()).toBeGreaterThan(8)

    const first = directoryRequests(requests).filter((u) => u.searchParams.get('page') === '1' && !u.searchParams.get('search'))
    expect(first.some((u) => u.searchParams.get('entries') === '40')).toBe(true)
    expect(first[0]?.searchParams.get('projectId')).toBe('portico-demo')

    // Scrolling to the end of the loaded rows fetches the next page; the DOM stays small.
    for (let i = 0; i < 12 && !directoryRequests(requests).some((u) => u.searchParams.get('page') === '2'); i++) {
      // The list's parent is the virtual grid's scroll area.
      await list.evaluate((el) => el.parentElement?.scrollBy(0, 4000))
      await page.waitForTimeout(150)
    }
    expect(directoryRequests(requests).some((u) => u.searchParams.get('page') === '2')).toBe(true)
    expect(await list.getByRole('button').count()).toBeLessThan(120)
  })

  it('searches the directory with 100 results a page and shows what it finds', async () => {
    const { page } = await openDemo(browser())
    const requests: Request[] = []
    page.on('request', (r) => requests.push(r))
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('Phantom')
    await expect.poll(() => all.getByRole('button', { name: 'Phantom', exact: true }).count()).toBe(1)
    const search = directoryRequests(requests).find((u) => u.searchParams.get('search') === 'Phantom')
    expect(search?.searchParams.get('entries')).toBe('100')

    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('no wallet has this name')
    await expect.poll(() => all.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBe(0)
    await expect.poll(() => all.getByText('No wallet found').count()).toBe(1)
  })

  it('connects an installed wallet picked from the directory', async () => {
    const { page } = await openDemo(browser())
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('Portico Test')
    await all.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  })
})
