import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { button, chainBalance, connectTestWallet, dialog, openDemo, shown, shownBalance, useBrowser } from './fixtures.js'

// examples/web-components: a plain-JS page with AppKit's buttons as elements (portico/web-components), served by
// the demo server at /web-components/.

const browser = useBrowser()

/** The inner button of the element matching `selector` (its open shadow root is pierced by the locator). */
const inner = (page: Page, selector: string) => page.locator(selector).getByRole('button')

describe('AppKit web components on a plain-JS page (examples/web-components)', () => {
  it('<appkit-button> opens the modal and shows the account after connecting; the network and account buttons follow and open their views; attributes and theme apply', async () => {
    const e2e = inject('e2e')
    const [one, two] = e2e.chains as [(typeof e2e.chains)[number], (typeof e2e.chains)[number]]
    const { page, errors } = await openDemo(browser(), { query: '/web-components/' })
    const address = e2e.accounts[1]!.address
    const title = await page.title()
    expect(title).toBe('Plain JS on Portico')

    // Before connecting: AppKit's labels and attributes.
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe('Connect Wallet')
    expect(await inner(page, 'appkit-connect-button').textContent()).toBe('Connect a wallet')
    expect(await inner(page, 'appkit-button[disabled]').isDisabled()).toBe(true)
    expect(await inner(page, 'appkit-account-button').isVisible()).toBe(false)
    await expect.poll(() => inner(page, 'appkit-network-button').textContent()).toBe(one.name)
    expect(await page.locator('header appkit-button').getAttribute('data-theme')).toBe('dark')
    const small = await inner(page, 'appkit-connect-button').boundingBox()
    const medium = await inner(page, 'header appkit-button').boundingBox()
    expect(small!.height).toBeLessThan(medium!.height)

    // The button opens the modal; the injected wallet connects; the button becomes the account.
    await connectTestWallet(page)
    const wei = await chainBalance(one.rpcUrl, address)
    // The devnet's identity API names account 1 'bob.portico': the buttons show the name, as the React ones do.
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe(`${shownBalance(wei, 'ETH')}bob.portico`)
    await expect.poll(() => inner(page, 'appkit-account-button').textContent()).toBe('bob.portico')
    expect(await inner(page, 'appkit-connect-button').textContent()).toBe('Connect a wallet')

    // The network button opens Networks and follows the switch.
    await inner(page, 'appkit-network-button').click()
    await dialog(page, 'Choose Network').getByRole('button', { name: two.name, exact: true }).click()
    await expect.poll(() => shown(page, 'network').textContent()).toBe(`eip155:${two.chainId}`)
    await expect.poll(() => inner(page, 'appkit-network-button').textContent()).toBe(two.name)
    await page.keyboard.press('Escape')

    // The modal's theme reaches the buttons.
    await button(page, 'Light theme').click()
    await expect.poll(() => page.locator('header appkit-button').getAttribute('data-theme')).toBe('light')

    // The account button opens Account; disconnecting there brings Connect back.
    await inner(page, 'header appkit-button').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(() => inner(page, 'header appkit-button').textContent()).toBe('Connect Wallet')
    expect(await inner(page, 'appkit-account-button').isVisible()).toBe(false)
    expect(errors).toEqual([])
  })
})
