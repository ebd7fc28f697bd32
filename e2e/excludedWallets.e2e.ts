import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { WALLET_IDS } from '../devnet/wallets.js'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** The Connect view's wallet list once the directory's wallets are in. */
async function connectList(page: Page) {
  await button(page, 'Open modal').click()
  const list = dialog(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' })
  await list.getByRole('button', { name: 'All Wallets', exact: false }).waitFor()
  await expect.poll(() => list.getByRole('button', { name: 'Trust Wallet', exact: true }).count()).toBe(1)
  return list
}

describe('excluded wallets (SPEC §5)', () => {
  it('hides the announced wallet of an excluded directory entry, matched by rdns', async () => {
    const { page } = await openDemo(browser(), { query: `?exclude=${WALLET_IDS.porticoTestWallet}` })
    const list = await connectList(page)
    expect(await list.getByRole('button', { name: 'Portico Test Wallet', exact: true }).count()).toBe(0)
    // Searching the directory does not bring it back either.
    await list.getByRole('button', { name: 'All Wallets', exact: false }).click()
    await dialog(page, 'All Wallets').getByRole('searchbox', { name: 'Search wallet' }).fill('Portico')
    await expect.poll(() => dialog(page, 'All Wallets').getByText('No wallet found', { exact: false }).count()).toBe(1)
  })

  it('hides an announced wallet whose rdns differs but whose name is the excluded one, in any case', async () => {
    const { page } = await openDemo(browser(), {
      query: `?exclude=${WALLET_IDS.porticoTestWallet}`,
      wallet: { info: { rdns: 'org.example.renamed', name: 'PORTICO test wallet' } },
    })
    const list = await connectList(page)
    expect(await list.getByRole('button', { name: 'PORTICO test wallet', exact: false }).count()).toBe(0)
  })

  it('keeps the announced wallet when another wallet is excluded', async () => {
    const { page } = await openDemo(browser(), { query: `?exclude=${WALLET_IDS.metamask}` })
    const list = await connectList(page)
    // Browser wallets show once the excluded entries are known (their own lookup, which may answer after the
    // directory's rows): until then none shows that may be one of them.
    await expect.poll(() => list.getByRole('button', { name: 'Portico Test Wallet', exact: true }).count()).toBe(1)
    expect(await list.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(0)
  })
})
