import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations, dialog, openDemo, shown, useBrowser } from './fixtures.js'
import { newFarcasterAccount, signInWithFarcasterApp, type FarcasterAccount } from './wallets/farcasterApp.js'

const browser = useBrowser()

const VIEW = 'Farcaster'

/** Opens Connect and clicks Farcaster in the social row; resolves with the sign-in link the view shows. */
async function openFarcaster(page: Page): Promise<string> {
  const connect = dialog(page, 'Connect Wallet')
  if (!(await connect.isVisible())) await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await connect.getByRole('button', { name: 'Farcaster', exact: true }).click()
  return shownLink(page)
}

/** The sign-in link of ConnectingFarcaster, once the frame has opened its channel. */
async function shownLink(page: Page, other?: string): Promise<string> {
  const link = dialog(page, VIEW).getByRole('link', { name: 'Open link', exact: true })
  await expect.poll(async () => ((await link.count()) ? await link.getAttribute('href') : null), { timeout: 15_000 }).toMatch(/^http:\/\/127\.0\.0\.4:\d+\/app\?channelToken=/)
  const href = (await link.getAttribute('href')) ?? ''
  if (other !== undefined) expect(href).not.toBe(other)
  return href
}

type Kit = { portico: { getAccount(): { embeddedWalletInfo?: { authProvider: string; user: { username?: string | null; email?: string | null } } } } }

/** A full Farcaster sign-in in a fresh browser (a device); resolves with the page and the address it shows. */
async function farcasterLogin(account: FarcasterAccount): Promise<{ page: Page; context: BrowserContext; address: string; errors: string[] }> {
  const { page, context, errors } = await openDemo(browser(), { wallet: false })
  const url = await openFarcaster(page)
  // The QR code holds the same link.
  await dialog(page, VIEW).getByRole('img', { name: 'QR code to sign in with Farcaster', exact: true }).waitFor()
  await signInWithFarcasterApp(url, account)
  await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
  return { page, context, address: (await shown(page, 'address').textContent()) ?? '', errors }
}

describe('Farcaster sign-in through the devnet relay, the fid checked on chain 10', () => {
  it('signs in with the Farcaster app, names the provider, keeps the username, and the same fid on another device is the same account', async () => {
    const alice = await newFarcasterAccount('alice')
    const started = Date.now()
    const first = await farcasterLogin(alice)
    console.info(`farcaster: click → connected ${Date.now() - started} ms (fresh browser, the test signs as the Farcaster app)`)
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The modal closed on its own once the wallet connected.
    await expect.poll(() => dialog(first.page, VIEW).count()).toBe(0)
    expect(await first.page.evaluate(() => (window as unknown as Kit).portico.getAccount().embeddedWalletInfo)).toMatchObject({
      authProvider: 'farcaster',
      user: { username: 'alice', email: null },
    })
    const stored = await first.page.evaluate(() => ({ ...localStorage }))
    expect(stored['@appkit-wallet/SOCIAL_USERNAME']).toBe('alice')
    expect(stored['@appkit-wallet/AUTH_PROVIDER']).toBe('farcaster')
    expect(first.errors).toEqual([])
    // Another device: the same fid lands on the same account.
    const second = await farcasterLogin(alice)
    expect(second.address).toBe(first.address)
    await first.context.close()
    await second.context.close()
  })

  it('a signer that does not own the fid is refused in words, and Try again signs in with a new link', async () => {
    const bob = await newFarcasterAccount('bob')
    const stranger = await newFarcasterAccount('mallory')
    const { page, context } = await openDemo(browser(), { wallet: false })
    const url = await openFarcaster(page)
    await signInWithFarcasterApp(url, bob, stranger.custodyKey)
    const alert = dialog(page, VIEW).getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toMatch(
      new RegExp(`^Farcaster could not verify this sign-in: .*is not an auth address or owner of fid ${bob.fid}\\.$`),
    )
    expect(await dialog(page, VIEW).getByRole('progressbar').count()).toBe(0)
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    expect(await axeViolations(page)).toEqual([])
    await dialog(page, VIEW).getByRole('button', { name: 'Try again', exact: true }).click()
    const again = await shownLink(page, url)
    await signInWithFarcasterApp(again, bob)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    await context.close()
  })

  it('Back leaves the view: the link goes, the frame drops the channel it waited on, and a new try works', async () => {
    const carol = await newFarcasterAccount('carol')
    const { page, context } = await openDemo(browser(), { wallet: false })
    const old = await openFarcaster(page)
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog(page, 'Connect Wallet').waitFor()
    // The Farcaster app answers the old link after all. The frame, reloaded about 100 ms after Back (SPEC §2), no
    // longer waits on that channel: nobody takes the answer from the relay (it polls every 500 ms while waiting),
    // and nothing connects.
    await signInWithFarcasterApp(old, carol)
    await page.waitForTimeout(1500)
    const token = new URL(old).searchParams.get('channelToken')
    const left = await fetch(`${inject('e2e').farcaster.relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })
    expect(left.status).toBe(200)
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    // A new try gets a new link, and connects.
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Farcaster', exact: true }).click()
    const fresh = await shownLink(page, old)
    await signInWithFarcasterApp(fresh, carol)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    await context.close()
  })

  it("a newcomer without the Farcaster app: Open link → the devnet's Farcaster app makes an account on chain 10 and signs", async () => {
    const { page, context } = await openDemo(browser(), { wallet: false })
    await openFarcaster(page)
    const app = context.waitForEvent('page')
    await dialog(page, VIEW).getByRole('link', { name: 'Open link', exact: true }).click()
    const tab = await app
    await tab.getByRole('heading', { name: 'Sign in with Farcaster', exact: true }).waitFor()
    const username = `dana${Date.now() % 100_000}`
    await tab.getByRole('textbox', { name: "New account's username", exact: true }).fill(username)
    await tab.getByRole('button', { name: 'Create account and sign in', exact: true }).click()
    await tab.getByRole('heading', { name: 'Signed in', exact: true }).waitFor()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(await page.evaluate(() => (window as unknown as Kit).portico.getAccount().embeddedWalletInfo)).toMatchObject({
      authProvider: 'farcaster',
      user: { username },
    })
    await context.close()
  })

  it('axe finds nothing in ConnectingFarcaster, in both themes', async () => {
    for (const theme of ['dark', 'light']) {
      const { page, context } = await openDemo(browser(), { wallet: false, query: `?theme=${theme}` })
      await openFarcaster(page)
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    }
  })
})
