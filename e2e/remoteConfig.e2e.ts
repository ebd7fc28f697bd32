import { afterEach, describe, expect, inject, it } from 'vitest'
import { button, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** Changes what the devnet's config endpoint answers (GET /appkit/v1/config). */
const project = (body: unknown) =>
  fetch(`${inject('e2e').apiUrl}/__devnet/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

afterEach(async () => {
  await fetch(`${inject('e2e').apiUrl}/__devnet/reset`, { method: 'POST' })
})

describe("the remote config in the reference API's shape (SPEC §6, §7)", () => {
  it('email on through `email` among the social_login providers, with no `email` flag', async () => {
    await project({
      features: [
        { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x'] },
        { id: 'activity', isEnabled: true, config: null },
      ],
    })
    const { page } = await openDemo(browser(), { wallet: false })
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email', exact: true }).waitFor()
  })

  it('email off when social_login lists only providers', async () => {
    await project({ features: [{ id: 'social_login', isEnabled: true, config: ['google'] }] })
    const { page } = await openDemo(browser(), { wallet: false })
    await button(page, 'Open modal').click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
    await page.waitForTimeout(500)
    expect(await connect.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0)
  })
})
