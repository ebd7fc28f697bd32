import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { animationsDone, button, connectViewLoaded, dialog, fetchRoute, holdScripts, openDemo, useBrowser } from './fixtures.js'
import { checkView, SCREENS, watchLayout } from './layoutCheck.js'

const browser = useBrowser()

// The layout check (e2e/layoutCheck.ts) of the views before a wallet is connected, in every locale.

describe.each(SCREENS)('layout of the Connect views on a $name', (screen) => {
  it('Connect, What is a wallet?, Get {wallet}, All Wallets, a QR code and a declined connection', { timeout: 240_000 }, async () => {
    const { page } = await openDemo(browser(), { account: 2, contextOptions: screen.options, wallet: { reject: { connect: true } } })
    await watchLayout(page)
    await button(page, 'Open modal').click()
    await connectViewLoaded(page)
    await checkView(page, screen, 'connect')

    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'What is a wallet?', exact: true }).click()
    const help = dialog(page, 'What is a wallet?')
    await checkView(page, screen, 'what-is-a-wallet', (card) => card.getByRole('button', { name: 'Rainbow', exact: true }).waitFor())
    await help.getByRole('button', { name: 'MetaMask', exact: true }).click()
    await checkView(page, screen, 'get-wallet', (card) => card.getByRole('link', { name: 'Website', exact: true }).waitFor())
    await dialog(page, 'Get MetaMask').getByRole('button', { name: 'Back', exact: true }).click()
    await help.getByRole('button', { name: 'Back', exact: true }).click()
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    await checkView(page, screen, 'all-wallets', (card) => card.getByRole('button', { name: 'Aurora Wallet', exact: true }).waitFor())
    if (screen.name === 'desktop') {
      // (A phone opens the wallet's app instead.)
      await all.getByRole('searchbox', { name: 'Search wallet' }).fill('Aurora')
      await all.getByRole('button', { name: 'Aurora Wallet', exact: true }).click()
      await checkView(page, screen, 'walletconnect-qr', (card) => card.getByRole('img', { name: 'QR code to scan with your phone' }).waitFor())
      await dialog(page, 'Aurora Wallet').getByRole('button', { name: 'Back', exact: true }).click()
    }
    await all.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await checkView(page, screen, 'connecting-declined', (card) => card.getByRole('alert').waitFor())
  })

  it('sign-in (SIWX)', { timeout: 120_000 }, async () => {
    const { page } = await openDemo(browser(), { account: 3, query: '?siwx=required', contextOptions: screen.options })
    await watchLayout(page)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await dialog(page, 'Sign In').waitFor()
    await checkView(page, screen, 'siwx', (card) => card.getByRole('button', { name: 'Sign', exact: true }).waitFor())
  })
})

describe("the social row's place in Connect", () => {
  it('with one provider, is one row high before the row arrives, so nothing under it moves when it does', async () => {
    let release!: () => void
    let config!: Promise<unknown>
    const beforeLoad = async (page: Page) => {
      // The project offers Google alone (its remote config), and the social row's chunk comes late, as on a slow phone.
      await page.route(/\/appkit\/v1\/config/u, async (route) => {
        const response = await fetchRoute(route)
        const body = (await response.json()) as { features: { id: string; config: string[] | null }[] }
        const features = body.features.map((f) => (f.id === 'social_login' ? { ...f, config: ['google'] } : f))
        await route.fulfill({ response, json: { ...body, features } })
      })
      config = page.waitForResponse(/\/appkit\/v1\/config/u)
      release = await holdScripts(page, 'pt-social-grid')
    }
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await config
    await button(page, 'Open modal').click()
    await connectViewLoaded(page)
    const connect = dialog(page, 'Connect Wallet')
    const slot = connect.locator('.pt-slot-social')
    const allWallets = connect.getByRole('button', { name: 'All Wallets', exact: true })
    const title = connect.getByRole('heading', { name: 'Connect Wallet', exact: true })
    const offset = async () => (await allWallets.boundingBox())!.y - (await title.boundingBox())!.y
    expect(await slot.evaluate((el) => el.childElementCount)).toBe(0)
    await animationsDone(page)
    const blank = (await slot.boundingBox())!.height
    const before = await offset()

    release()
    const google = connect.getByRole('button', { name: 'Continue with Google', exact: true })
    await google.waitFor()
    expect(await connect.getByRole('list', { name: 'Social logins' }).count()).toBe(1)
    // The wide row alone: the slot's height, and the rows under it where they were.
    expect((await slot.boundingBox())!.height).toBe(blank)
    expect((await google.boundingBox())!.height).toBeLessThanOrEqual(blank)
    expect(await offset()).toBe(before)
  })
})
