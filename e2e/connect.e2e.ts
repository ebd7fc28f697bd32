import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { button, chainBalance, connectTestWallet, connectViewLoaded, dialog, holdScripts, openDemo, shown, shownBalance, useBrowser } from './fixtures.js'

const browser = useBrowser()

describe('connecting a browser-extension wallet', () => {
  it('opens, connects the announced wallet and shows its address and anvil balance', async () => {
    const { page, wallet, e2e, errors } = await openDemo(browser(), { account: 1 })
    const address = wallet!.address
    // The host listens to events through the public API, in AppKit's shape.
    await page.evaluate(() => {
      const w = window as unknown as { portico: { subscribeEvents(cb: (e: unknown) => void): () => void }; seen: unknown[] }
      w.seen = []
      w.portico.subscribeEvents((e) => w.seen.push(e))
    })

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await dialog(page, 'Connect Wallet').waitFor()
    await connectViewLoaded(page)
    await button(page, 'Portico Test Wallet').click()
    // SPEC §2: after connecting the modal closes; the host sees the account.
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    await expect.poll(() => shown(page, 'address').textContent()).toBe(address)
    await expect.poll(() => shown(page, 'modal').textContent()).toBe('closed')
    type Seen = { timestamp: number; reportedErrors: object; data: { type: string; event: string; properties?: Record<string, unknown> } }
    const seen = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen)
    const names = seen.map((e) => e.data.event)
    expect(names.slice(0, 1)).toEqual(['MODAL_OPEN'])
    expect(names).toContain('CONNECT_SUCCESS')
    const success = seen.find((e) => e.data.event === 'CONNECT_SUCCESS')!
    expect(success.data.type).toBe('track')
    expect(success.data.properties).toMatchObject({ name: 'Portico Test Wallet' })
    expect(success.reportedErrors).toEqual({})
    expect(Math.abs(success.timestamp - Date.now())).toBeLessThan(60_000)
    const latest = await page.evaluate(() => (window as unknown as { portico: { getEvent(): Seen } }).portico.getEvent())
    expect(latest).toMatchObject({ data: { type: 'track', event: 'MODAL_CLOSE' }, event: 'MODAL_CLOSE' })
    await expect.poll(() => shown(page, 'last-event').textContent()).toBe('MODAL_CLOSE')

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await account.waitFor()
    const expected = shownBalance(await chainBalance(e2e.chains[0]!.rpcUrl, address), 'ETH')
    await expect.poll(() => account.getByText(expected, { exact: true }).count()).toBeGreaterThan(0)
    // The identity API names account 1 'bob.portico'; the copied address is the wallet's.
    await expect.poll(() => account.getByText('bob.portico', { exact: true }).count()).toBe(1)
    await button(page, 'Copy address').click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    // Token balances come from the blockchain API, which reads the chain.
    await expect.poll(() => account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').count()).toBe(3)
    expect(errors).toEqual([])
  })

  it('the wallet rows stay put when the WalletConnect plugin arrives after Connect shows; both rows work', async () => {
    let release!: () => void
    // The plugin's chunk (it names WalletConnect's production relay) comes late, as on a slow phone or a busy machine.
    const beforeLoad = async (page: Page) => void (release = await holdScripts(page, 'wss://relay.walletconnect.org'))
    const { page } = await openDemo(browser(), { account: 2, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const connect = dialog(page, 'Connect Wallet')
    const wallet = connect.getByRole('button', { name: 'Portico Test Wallet', exact: true })
    await wallet.waitFor()
    // Only the plugin is held back: start-up (remote config, wallet discovery) and the directory are done.
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await connect.getByRole('button', { name: 'All Wallets', exact: true }).locator('.pt-tag').waitFor()
    // Where the row sits in the card (the card itself is centred and grows as the directory's wallets arrive),
    // once the card and view have finished animating in.
    const title = connect.getByRole('heading', { name: 'Connect Wallet', exact: true })
    const offset = async () => {
      await page.evaluate(() =>
        Promise.all(
          [...document.getAnimations(), ...(document.querySelector('portico-modal')?.shadowRoot?.getAnimations() ?? [])]
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => {})),
        ),
      )
      return (await wallet.boundingBox())!.y - (await title.boundingBox())!.y
    }
    const before = await offset()
    expect(await connect.getByRole('button', { name: 'WalletConnect', exact: true }).count()).toBe(1)

    release()
    // The plugin's chunk arrives and the page settles (no request for 500 ms).
    await page.waitForLoadState('networkidle')
    expect(await offset()).toBe(before)
    await wallet.click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
  })

  it('WalletConnect picked before its plugin has loaded shows the QR code once it arrives', async () => {
    let release!: () => void
    const beforeLoad = async (page: Page) => void (release = await holdScripts(page, 'wss://relay.walletconnect.org'))
    const { page } = await openDemo(browser(), { wallet: false, beforeLoad })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
    release()
    await page.locator('portico-modal').getByRole('img', { name: 'QR code to scan with your phone' }).waitFor()
  })

  it('switches to a network the wallet does not know yet: 4902, add the chain, switch (SPEC §4, §8)', async () => {
    const { page, wallet, e2e } = await openDemo(browser(), { account: 2 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
    const networks = dialog(page, 'Choose Network')
    await networks.waitFor()
    await networks.getByRole('button', { name: 'Anvil Two', exact: true }).click()

    await expect.poll(() => shown(page, 'network').textContent()).toBe('eip155:31338')
    expect(wallet!.wallet.chainId).toBe(31338)
    const methods = wallet!.requests.map((r) => r.method)
    const firstSwitch = methods.indexOf('wallet_switchEthereumChain')
    const add = methods.indexOf('wallet_addEthereumChain')
    expect(firstSwitch).toBeGreaterThanOrEqual(0)
    expect(add).toBeGreaterThan(firstSwitch)
    expect(methods.lastIndexOf('wallet_switchEthereumChain')).toBeGreaterThan(add)
    const added = wallet!.requests[add]!.params as [{ chainId: string; rpcUrls: string[]; chainName: string }]
    expect(added[0]).toMatchObject({ chainId: '0x7a6a', chainName: 'Anvil Two', rpcUrls: [e2e.chains[1]!.rpcUrl] })

    // Back on Account, which now shows the new network; the list marks it as current.
    const account = dialog(page, 'Account')
    await account.getByRole('button', { name: 'Anvil Two', exact: true }).click()
    await expect
      .poll(() => dialog(page, 'Choose Network').getByRole('button', { name: 'Anvil Two', exact: true }).getAttribute('aria-current'))
      .toBe('true')
  })

  it('disconnects: the account resets and the next open shows Connect', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 1 })
    await connectTestWallet(page)
    await button(page, 'Open modal').click()
    await dialog(page, 'Account').waitFor()
    await button(page, 'Disconnect').click()
    await expect.poll(() => shown(page, 'status').textContent()).toBe('disconnected')
    await expect.poll(() => shown(page, 'address').textContent()).toBe('—')
    expect(wallet!.requests.some((r) => r.method === 'wallet_revokePermissions')).toBe(true)
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
  })

  it('restores the session after a reload without asking the wallet again (SPEC §4)', async () => {
    const { page, wallet } = await openDemo(browser(), { account: 3 })
    await connectTestWallet(page)
    const prompts = wallet!.requests.filter((r) => r.method === 'eth_requestAccounts').length
    await page.reload()
    // Read once start-up has restored the session, however long that takes on a busy machine.
    await page.evaluate(() => (window as unknown as { portico: { ready(): Promise<void> } }).portico.ready())
    await expect.poll(() => shown(page, 'status').textContent()).toBe('connected')
    expect(await shown(page, 'address').textContent()).toBe(wallet!.address)
    expect(wallet!.requests.filter((r) => r.method === 'eth_requestAccounts').length).toBe(prompts)
  })
})

describe("Connect's first frame", () => {
  it("shows the directory's wallets: the kit fetched them when idle after start-up", async () => {
    const { page } = await openDemo(browser(), { wallet: false })
    // Start-up done and the browser idle: the recommended wallets (4, SPEC §7) have been asked for.
    const recommendedAsked = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/getWallets\?.*entries=4(&|$)/u.test(e.name)))
    await expect.poll(recommendedAsked).toBe(true)
    // ... and answered, with the featured ones and the images: the page is idle again.
    await page.waitForLoadState('networkidle')
    const rowNames = () =>
      page.evaluate(() =>
        [...(document.querySelector('portico-modal')?.shadowRoot?.querySelectorAll('[role="dialog"] ul[aria-label="Wallets"] .pt-row-name') ?? [])]
          .map((el) => el.textContent ?? '')
          .filter((name) => name !== 'WalletConnect' && name !== 'All Wallets'),
      )
    // The rows of the first frame in which the dialog is laid out.
    const firstFrame = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const frame = () => {
            const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')
            if (!dialog || dialog.getBoundingClientRect().height === 0) return void requestAnimationFrame(frame)
            resolve([...dialog.querySelectorAll('ul[aria-label="Wallets"] .pt-row-name')].map((el) => el.textContent ?? ''))
          }
          document.addEventListener('click', () => requestAnimationFrame(frame), { once: true, capture: true })
        }),
    )
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    const first = (await firstFrame).filter((name) => name !== 'WalletConnect' && name !== 'All Wallets')
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).waitFor()
    await page.waitForTimeout(500)
    const settled = await rowNames()
    expect(settled.length).toBeGreaterThanOrEqual(4)
    expect(first).toEqual(settled)
  })

  it("keeps its height from its first frame, opened during page load, until the directory's late wallets replace their blank rows", async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const beforeLoad = async (page: Page) => {
      // The directory's wallet lists answer late, as on a slow network: the modal opens before they arrive.
      await page.route(/\/getWallets\?/u, async (route) => {
        await released
        await route.continue()
      })
      await page.addInitScript(recordCard)
    }
    // The demo calls open() as it starts (`?open=now`), before the kit's idle prefetch.
    const { page } = await openDemo(browser(), { wallet: false, query: '?open=now', beforeLoad })
    const connect = dialog(page, 'Connect Wallet')
    const wallets = connect.getByRole('list', { name: 'Wallets', exact: true })
    await wallets.waitFor()
    // No directory wallet yet: its rows' space is kept by blank rows that assistive technology does not see.
    expect(await directoryRows(page)).toEqual([])
    expect(await wallets.getAttribute('aria-busy')).toBe('true')
    const names = async () => wallets.getByRole('listitem').evaluateAll((items) => items.map((li) => li.textContent ?? ''))
    expect(await names()).toEqual(['WalletConnect', 'All Wallets'])

    release()
    await expect.poll(async () => (await directoryRows(page)).length).toBe(4)
    await connectViewLoaded(page)
    expect(await wallets.getAttribute('aria-busy')).toBe(null)
    expect(await names()).toHaveLength(6)
    // Once the card has finished animating, every frame's height since its first (offsetHeight: layout, not the
    // opening zoom) is the first one: the card never grew, so no row moved under the pointer.
    await page.evaluate(() =>
      Promise.all(
        (document.querySelector('portico-modal')?.shadowRoot?.getAnimations() ?? [])
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
    )
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const frames = await page.evaluate(() => (window as unknown as { cardFrames: [number, number][] }).cardFrames)
    // The frames recorded span the wallets' arrival: the first without them, the last with them.
    expect(frames[0]![1]).toBe(0)
    expect(frames.at(-1)![1]).toBe(4)
    expect(frames.map(([height]) => height)).toEqual(frames.map(() => frames[0]![0]))
  })
})

/** The names of the directory's wallets the Connect view shows (its rows but WalletConnect and All Wallets). */
function directoryRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...(document.querySelector('portico-modal')?.shadowRoot?.querySelectorAll('[role="dialog"] ul[aria-label="Wallets"] .pt-row-name') ?? [])]
      .map((el) => el.textContent ?? '')
      .filter((name) => name !== 'WalletConnect' && name !== 'All Wallets'),
  )
}

/**
 * Runs in the page before its scripts: once a frame, from the first frame the modal's dialog shows (not while it
 * is laid out ahead, hidden), records its height (`offsetHeight`) and how many directory wallets it shows, as
 * `window.cardFrames`.
 */
function recordCard(): void {
  const frames: [number, number][] = []
  ;(window as unknown as { cardFrames: [number, number][] }).cardFrames = frames
  const frame = () => {
    const card = document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
    if (card && getComputedStyle(card).visibility === 'visible') {
      const rows = [...card.querySelectorAll('ul[aria-label="Wallets"] .pt-row-name')]
        .map((el) => el.textContent ?? '')
        .filter((name) => name !== 'WalletConnect' && name !== 'All Wallets')
      frames.push([card.offsetHeight, rows.length])
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

