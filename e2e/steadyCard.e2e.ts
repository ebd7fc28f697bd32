import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SCREENS } from './layoutCheck.js'
import { button, connectTestWallet, dialog, holdScripts, newEvmAccount, openDemo, topsOf, useBrowser } from './fixtures.js'

const browser = useBrowser()

/**
 * Holds back the page's requests whose URL matches `pattern` until the returned function is called, as a slow API
 * does.
 */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Records, once a frame, the height of the card's view while its title is `title`; the returned function stops and
 * gives the heights seen, each once, in order.
 */
async function recordHeights(page: Page, title: string): Promise<() => Promise<number[]>> {
  await page.evaluate((title) => {
    // Each recording its own, so one that is stopping does not write into the next.
    const recording = { heights: [] as number[], on: true }
    ;(window as unknown as { recording_: typeof recording }).recording_ = recording
    const root = document.querySelector('portico-modal')!.shadowRoot!
    requestAnimationFrame(function frame() {
      const view = root.querySelector<HTMLElement>('.pt-view')
      if (root.querySelector('h2')?.textContent === title && view && recording.heights.at(-1) !== view.offsetHeight) recording.heights.push(view.offsetHeight)
      if (recording.on) requestAnimationFrame(frame)
    })
  }, title)
  return () =>
    page.evaluate(() => {
      const recording = (window as unknown as { recording_: { heights: number[]; on: boolean } }).recording_
      recording.on = false
      return recording.heights
    })
}

describe('the card keeps its height while a view loads its data', () => {
  it('All Wallets: its grid has its place before the wallets come', async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    await button(page, 'Connect Wallet').first().click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
    const release = await holdRequests(page, /\/getWallets\?.*entries=40/u)
    const heights = await recordHeights(page, 'All Wallets')
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
    const all = dialog(page, 'All Wallets')
    await all.getByRole('progressbar', { name: 'Loading' }).waitFor()
    release()
    await all.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await heights()).toHaveLength(1)
  })

  it("Account's balance: a spinner until it comes; Swap: its form shows, disabled, while the tokens load; Account's Activity tab: its panel keeps its place", async () => {
    const { page } = await openDemo(browser(), { account: 2 })
    const releaseBalance = await holdRequests(page, /\/v1\/account\/[^/]+\/balance/u)
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    // Until the balance comes, its line is a spinner, on the devnet's test network too: never a zero.
    await account.getByRole('progressbar', { name: 'Balance', exact: true }).waitFor()
    expect(await account.getByText('0.00 ETH').count()).toBe(0)
    releaseBalance()
    await account.locator('.pt-balance').getByText('10,000.000 ETH', { exact: true }).waitFor()
    await account.getByRole('list', { name: 'Tokens' }).waitFor()

    const releaseHistory = await holdRequests(page, /\/v1\/account\/[^/]+\/history/u)
    const activityHeights = await recordHeights(page, 'Account')
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    await account.getByRole('progressbar').first().waitFor()
    releaseHistory()
    await account.getByRole('list', { name: 'Activity' }).waitFor()
    await account.getByRole('tab', { name: 'Tokens', exact: true }).click()
    await account.getByRole('list', { name: 'Tokens' }).waitFor()
    expect(await activityHeights()).toHaveLength(1)

    const releaseTokens = await holdRequests(page, /\/v1\/convert\/tokens/u)
    const swapHeights = await recordHeights(page, 'Swap')
    await account.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    const review = swap.getByRole('button', { name: 'Review swap', exact: true })
    await expect.poll(() => review.getAttribute('aria-busy')).toBe('true')
    expect(await swap.getByRole('textbox', { name: 'Amount to swap' }).isDisabled()).toBe(true)
    releaseTokens()
    await swap.getByRole('button', { name: 'Choose the token to pay with: ETH' }).waitFor()
    expect(await swap.getByRole('textbox', { name: 'Amount to swap' }).isEnabled()).toBe(true)
    expect(await swapHeights()).toHaveLength(1)
  })

  it("WalletConnect before its plugin is in: Connect stays until the QR view can show, whose code's place is the QR code's size", async () => {
    let release!: () => void
    // The plugin's chunk (it names WalletConnect's production relay) comes late, as on a slow phone.
    const beforeLoad = async (p: Page) => void (release = await holdScripts(p, 'wss://relay.walletconnect.org'))
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await button(page, 'Connect Wallet').first().click()
    const connect = dialog(page, 'Connect Wallet')
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).locator('.pt-tag').waitFor()
    // Each frame from the click: whether the card shows a spinner in its view's place, and the QR view's height.
    await page.evaluate(() => {
      const recording = { frames: [] as string[], on: true }
      ;(window as unknown as { qr_: typeof recording }).qr_ = recording
      const root = document.querySelector('portico-modal')!.shadowRoot!
      requestAnimationFrame(function frame() {
        const view = root.querySelector<HTMLElement>('.pt-view')
        const state = root.querySelector('.pt-view > .pt-center > .pt-spinner') ? 'spinner' : root.querySelector('.pt-hero') ? `qr ${view?.offsetHeight}` : 'connect'
        if (recording.frames.at(-1) !== state) recording.frames.push(state)
        if (recording.on) requestAnimationFrame(frame)
      })
    })
    await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await expect.poll(() => connect.getAttribute('aria-busy')).toBe('true')
    release()
    await connect.getByRole('img', { name: /QR code/u }).waitFor()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const frames = await page.evaluate(() => {
      const recording = (window as unknown as { qr_: { frames: string[]; on: boolean } }).qr_
      recording.on = false
      return recording.frames
    })
    expect(frames).toHaveLength(2)
    expect(frames[0]).toBe('connect')
    expect(frames[1]).toMatch(/^qr \d+$/u)
  })

  it.each(SCREENS)("Review Send on a $name: while the wallet is asked, its status takes Cancel's place and Send stays where it is", async (screen) => {
    const { privateKey } = await newEvmAccount('1')
    const { page, wallet } = await openDemo(browser(), { wallet: { privateKey }, contextOptions: screen.options })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click()
    const form = dialog(page, 'Send')
    await form.getByRole('radio', { name: /^Ether / }).check()
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await form.getByRole('textbox', { name: 'Receiver address' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await form.getByRole('button', { name: 'Preview send', exact: true }).click()
    const review = dialog(page, 'Review Send')
    const send = review.getByRole('button', { name: 'Send', exact: true })
    const cancel = review.getByRole('button', { name: 'Cancel', exact: true })
    await send.waitFor()
    const before = await topsOf(page, send, cancel)
    const release = wallet!.holdSendPrompt()
    await send.click()
    const status = review.getByRole('status').filter({ hasText: 'Confirm the transaction in your wallet' })
    await status.waitFor()
    expect(await topsOf(page, send, status)).toEqual(before)
    release()
    await dialog(page, 'Account').waitFor()
  })
})

describe('Switch Network, which asks the wallet as it arrives (SPEC §4)', () => {
  /** Records the card's title once a frame; the returned function stops and gives the titles seen, each once, in order. */
  async function recordTitles(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const recording = { titles: [] as string[], on: true }
      ;(window as unknown as { titles_: typeof recording }).titles_ = recording
      const root = document.querySelector('portico-modal')!.shadowRoot!
      requestAnimationFrame(function frame() {
        const title = root.querySelector('h2')?.textContent ?? ''
        if (recording.titles.at(-1) !== title) recording.titles.push(title)
        if (recording.on) requestAnimationFrame(frame)
      })
    })
    return () =>
      page.evaluate(() => {
        const recording = (window as unknown as { titles_: { titles: string[]; on: boolean } }).titles_
        recording.on = false
        return recording.titles
      })
  }

  it('a wallet that switches at once never shows it for a frame; one whose prompt waits shows it, with the list until then', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Anvil', exact: true }).click()
    let stop = await recordTitles(page)
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await account.getByRole('button', { name: 'Anvil Two', exact: true }).waitFor()
    expect(await stop()).toEqual(['Choose Network', 'Account'])

    const answer = wallet!.holdSwitchPrompt()
    await account.getByRole('button', { name: 'Anvil Two', exact: true }).click()
    stop = await recordTitles(page)
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil', exact: true }).click()
    await dialog(page, 'Switch Network').getByText('Approve in wallet').waitFor()
    // The wallet answers once a frame has shown the view, as a person answers a prompt they have seen.
    await expect.poll(() => page.evaluate(() => (window as unknown as { titles_: { titles: string[] } }).titles_.titles.at(-1))).toBe('Switch Network')
    answer()
    await account.getByRole('button', { name: 'Anvil', exact: true }).waitFor()
    expect(await stop()).toEqual(['Choose Network', 'Switch Network', 'Account'])
  })
})
