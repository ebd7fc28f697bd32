import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { emailLogin, newEmail } from './embeddedWallet.js'
import { FRAME_READY } from '../plugins/embedded-wallet/frame/frameMessages.js'
import { axeViolations, dialog, openDemo, setFaults, shown, useBrowser, type DemoPage, type OpenDemoParameters } from './fixtures.js'

const browser = useBrowser()

/**
 * The six providers the devnet's identity provider stands in for, and how Connect offers each: in the remote
 * config's order (google, x, discord, farcaster, github, apple, facebook; Farcaster's sign-in is another plugin's,
 * e2e/farcaster.e2e.ts), the first as a wide row, three as buttons, the rest in All Socials.
 */
const PROVIDERS = [
  { id: 'google', name: 'Google', open: (connect: ReturnType<typeof dialog>) => connect.getByRole('button', { name: 'Continue with Google', exact: true }) },
  { id: 'x', name: 'X', open: (connect: ReturnType<typeof dialog>) => connect.getByRole('button', { name: 'X', exact: true }) },
  { id: 'discord', name: 'Discord', open: (connect: ReturnType<typeof dialog>) => connect.getByRole('button', { name: 'Discord', exact: true }) },
  { id: 'github', name: 'GitHub', more: true },
  { id: 'apple', name: 'Apple', more: true },
  { id: 'facebook', name: 'Facebook', more: true },
] as const

type Provider = (typeof PROVIDERS)[number]
const GOOGLE = PROVIDERS[0]

/**
 * The demo for a social login, with the page noting when the secure site's frame says READY. Playwright drops the
 * messages a cross-site frame posts to its page while it takes hold of a new window: a burst of 20 to 50 ms after
 * `window.open` (a page counting a frame's messages misses 10 to 40 of them at each popup under Playwright, none
 * when the same Chromium is driven without it). A READY that falls in that burst never arrives, which no browser
 * does, so the tests let the frame finish starting before they click, except where a click before it is the point.
 */
function openSocialDemo(options: OpenDemoParameters = {}): Promise<DemoPage> {
  return openDemo(browser(), {
    wallet: false,
    ...options,
    beforeLoad: async (page) => {
      await page.addInitScript((ready) => {
        addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
          if (event.data?.type === ready) Object.assign(window, { secureSiteReady: true })
        })
      }, FRAME_READY)
      await options.beforeLoad?.(page)
    },
  })
}

/**
 * Opens Connect and clicks the provider (through All Socials for those the row has no room for); resolves with its
 * window. The pointer reaches the button first, which starts the frame, and the click waits for its READY unless
 * `beforeFrame` (see openSocialDemo).
 */
async function clickProvider(page: Page, provider: Provider, { beforeFrame = false } = {}): Promise<Page> {
  const connect = dialog(page, 'Connect Wallet')
  if (!(await connect.isVisible())) await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  if ('more' in provider) await connect.getByRole('button', { name: 'More social logins', exact: true }).click()
  const target = 'more' in provider ? dialog(page, 'Socials').getByRole('button', { name: provider.name, exact: true }) : provider.open(connect)
  if (!beforeFrame) {
    await target.hover()
    await page.waitForFunction(() => (window as { secureSiteReady?: boolean }).secureSiteReady === true)
  }
  const popup = page.waitForEvent('popup')
  await target.click()
  return popup
}

/** In the provider's window: makes the person (or picks them, when known) and answers the consent. */
async function signInThere(popup: Page, person: { name: string; email: string }, decision: 'Allow' | 'Deny' = 'Allow'): Promise<void> {
  const closedEarly = popup.waitForEvent('close').then(() => true)
  // A provider that still knows the person from before signs them in without asking: its window closes by itself.
  if (await Promise.race([popup.getByRole('heading', { name: /^Sign in with / }).waitFor().then(() => false), closedEarly])) return
  const known = popup.getByRole('button', { name: `Continue as ${person.name} (${person.email})`, exact: true })
  if (await known.isVisible()) await known.click()
  else {
    await popup.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name)
    await popup.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email)
    await popup.getByRole('button', { name: 'Create and continue', exact: true }).click()
  }
  await popup.getByRole('heading', { name: 'Allow access?', exact: true }).waitFor()
  // The window closes as soon as the answer reaches the page: the close is awaited from before the click.
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: decision, exact: true }).click()
  await closed
}

/** A full social login in a fresh browser (a device); resolves with the page and the address it shows. */
async function socialLogin(provider: Provider, person: { name: string; email: string }): Promise<{ page: Page; context: BrowserContext; address: string; errors: string[] }> {
  const { page, context, errors } = await openSocialDemo()
  const popup = await clickProvider(page, provider)
  await signInThere(popup, person)
  await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
  return { page, context, address: (await shown(page, 'address').textContent()) ?? '', errors }
}

const person = (name: string) => ({ name, email: newEmail(name.toLowerCase()) })
/** The view's own words of a failure (after the modal's alert banner, when one shows too). */
const failure = (page: Page) => dialog(page, 'Social Login').getByRole('alert').last()

describe('social login through the devnet identity provider', () => {
  it('Google: signs in end to end, names the provider, keeps the username, and the next login on another device is the same account', async () => {
    const ada = person('Ada')
    const started = Date.now()
    const first = await socialLogin(GOOGLE, ada)
    console.info(`socials: Google click → connected ${Date.now() - started} ms (fresh browser, person made on the sign-in page)`)
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // getAccount() and useAppKitAccount() (the demo's line) name the provider.
    expect(await first.page.evaluate(() => (window as unknown as { portico: { getAccount(): { embeddedWalletInfo?: { authProvider: string; user: { username?: string | null } } } } }).portico.getAccount().embeddedWalletInfo)).toMatchObject({
      authProvider: 'google',
      user: { username: 'Ada' },
    })
    expect(await shown(first.page, 'embedded-wallet').textContent()).toBe(`${ada.email} (google, smartAccount)`)
    const stored = await first.page.evaluate(() => ({ ...localStorage }))
    expect(stored['@appkit-wallet/SOCIAL_USERNAME']).toBe('Ada')
    expect(stored['@appkit-wallet/AUTH_PROVIDER']).toBe('google')
    expect(first.errors).toEqual([])
    // Another device: the person picks themselves on the sign-in page, and lands on the same account.
    const second = await socialLogin(GOOGLE, ada)
    expect(second.address).toBe(first.address)
    await first.context.close()
    await second.context.close()
  })

  it.each(PROVIDERS.slice(1))('$name: signs in through the same flow and names the provider', async (provider) => {
    const { page, context, address } = await socialLogin(provider, person(`Grace${provider.id}`))
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => (window as unknown as { portico: { getAccount(): { embeddedWalletInfo?: { authProvider: string } } } }).portico.getAccount().embeddedWalletInfo?.authProvider)).toBe(provider.id)
    await context.close()
  })

  it('the same verified email through email login and through a social provider is one account', async () => {
    const email = newEmail('lin')
    const { page, context } = await openSocialDemo()
    const byEmail = await emailLogin(page, email)
    await context.close()
    const social = await socialLogin(PROVIDERS[3], { name: 'Lin', email })
    expect(social.address).toBe(byEmail)
    await social.context.close()
  })

  it('with email off, the frame loads only on the way to a provider, and a window opened before it answers still gets its address', async () => {
    const project = (body: unknown) =>
      fetch(`${inject('e2e').apiUrl}/__devnet/project`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const config = (await (await fetch(`${inject('e2e').apiUrl}/__devnet/project`)).json()) as { features: { id: string; isEnabled: boolean }[] }
    await project({ features: config.features.map((f) => (f.id === 'email' ? { ...f, isEnabled: false } : f)) })
    try {
      const { page, context } = await openSocialDemo()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      await GOOGLE.open(dialog(page, 'Connect Wallet')).waitFor()
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      expect(await page.locator('iframe[title="Embedded wallet"]').count()).toBe(0)
      // The pointer reaches the row just before the click: the window opens at once, the frame loads behind it.
      const popup = await clickProvider(page, GOOGLE, { beforeFrame: true })
      await signInThere(popup, person('Late'))
      await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
      expect(await page.locator('iframe[title="Embedded wallet"]').count()).toBe(1)
      await context.close()
    } finally {
      await project({ features: config.features })
    }
  })

  it('a closed window is said in words and can be tried again', async () => {
    const { page, context } = await openSocialDemo()
    const popup = await clickProvider(page, GOOGLE)
    await popup.getByRole('heading', { name: /^Sign in with / }).waitFor()
    await popup.close()
    await expect.poll(() => failure(page).textContent()).toBe('The Google window was closed before the sign-in finished.')
    expect(await dialog(page, 'Social Login').getByRole('progressbar').count()).toBe(0)
    const retry = page.waitForEvent('popup')
    await dialog(page, 'Social Login').getByRole('button', { name: 'Try again', exact: true }).click()
    await signInThere(await retry, person('Retry'))
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    await context.close()
  })

  it('a denied consent is said in words, and nothing connects', async () => {
    const { page, context } = await openSocialDemo()
    await signInThere(await clickProvider(page, GOOGLE), person('Deny'), 'Deny')
    await expect.poll(() => failure(page).textContent()).toBe('You did not allow Google to share your account, so you are not signed in.')
    expect(await shown(page, 'status').textContent()).toBe('disconnected')
    await context.close()
  })

  it("a provider's error answer is said in words", async () => {
    await setFaults({ identityProvider: { respond: 503, times: 1 } })
    try {
      const { page, context } = await openSocialDemo()
      const popup = await clickProvider(page, GOOGLE)
      await popup.waitForEvent('close')
      await expect.poll(() => failure(page).textContent()).toBe('Google could not sign you in: The identity provider is not available right now')
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
      await context.close()
    } finally {
      await setFaults({})
    }
  })

  it('an answer held back past 30 s ends in the request-timeout alert and words, never a spinner', async () => {
    await setFaults({ socialVerify: 'hang' })
    try {
      const { page, context } = await openSocialDemo()
      const popup = await clickProvider(page, GOOGLE)
      await signInThere(popup, person('Slow'))
      const held = Date.now()
      await expect.poll(() => failure(page).textContent(), { timeout: 40_000, interval: 1000 }).toBe('The sign-in took too long to answer. Try again later.')
      expect(Date.now() - held).toBeGreaterThan(25_000)
      await page.getByText('Embedded Wallet Request Timed Out').first().waitFor()
      expect(await shown(page, 'status').textContent()).toBe('disconnected')
      await context.close()
    } finally {
      await setFaults({})
    }
  }, 60_000)

  it('inside Telegram: no Google on iOS, no X on a Mac, no Facebook and X on Android (SPEC.md §5)', async () => {
    const agents = {
      ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    }
    const offered = async (userAgent: string, telegram: boolean) => {
      const { page, context } = await openDemo(browser(), {
        wallet: false,
        contextOptions: { userAgent },
        beforeLoad: async (p) => void (telegram && (await p.addInitScript(() => Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })))),
      })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      const connect = dialog(page, 'Connect Wallet')
      await connect.getByRole('list', { name: 'Social logins' }).first().waitFor()
      const more = connect.getByRole('button', { name: 'More social logins', exact: true })
      // Each control's accessible name: its label, or the row's name (the provider's mark beside it is hidden).
      const nameOf = (buttons: Element[]) => buttons.map((b) => b.getAttribute('aria-label') ?? b.querySelector('.pt-row-name')?.textContent ?? '')
      const names = await connect.getByRole('list', { name: 'Social logins' }).getByRole('button').evaluateAll(nameOf)
      let all = names.filter((name) => name !== 'More social logins')
      if (await more.isVisible()) {
        await more.click()
        await dialog(page, 'Socials').getByRole('list', { name: 'Social logins' }).waitFor()
        all = await dialog(page, 'Socials').getByRole('list', { name: 'Social logins' }).getByRole('button').evaluateAll(nameOf)
      }
      await context.close()
      return { first: names[0], all }
    }
    const ios = await offered(agents.ios, true)
    expect(ios.first).toBe('Continue with X')
    // Six are more than the row holds: the rest in Socials.
    expect(ios.all).toEqual(['X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
    const mac = await offered(agents.mac, true)
    expect(mac.first).toBe('Continue with Google')
    expect(mac.all).toEqual(['Google', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
    const android = await offered(agents.android, true)
    expect(android.all).toEqual(['Continue with Google', 'Discord', 'Farcaster', 'GitHub', 'Apple'])
    // The same phone outside Telegram is offered all seven.
    const outside = await offered(agents.android, false)
    expect(outside.all).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
  })

  it("inside Telegram, whose web view opens no window, the page goes to the provider and comes back signed in; a denial comes back in words", async () => {
    const inTelegram = { beforeLoad: async (p: Page) => void (await p.addInitScript(() => Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } }))) }
    /** Clicks Google in Connect, in the same page; resolves once that page shows the provider's sign-in. */
    const leaveFor = async (page: Page, context: BrowserContext) => {
      const windows: Page[] = []
      context.on('page', (opened) => windows.push(opened))
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      await GOOGLE.open(dialog(page, 'Connect Wallet')).click()
      await page.getByRole('heading', { name: /^Sign in with / }).waitFor()
      expect(windows).toEqual([])
    }
    const ada = person('Tg')
    const { page, context, e2e } = await openSocialDemo({ ...inTelegram, query: '?theme=dark' })
    await leaveFor(page, context)
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(ada.name)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ada.email)
    await page.getByRole('button', { name: 'Create and continue', exact: true }).click()
    await page.getByRole('button', { name: 'Allow', exact: true }).click()
    // Back on the app's page, with its own address as it was: the answer is taken off it.
    await page.waitForURL((url) => url.origin === new URL(e2e.url).origin)
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    expect(new URL(page.url()).search).toBe('?theme=dark')
    expect(await page.evaluate(() => (window as unknown as { portico: { getAccount(): { embeddedWalletInfo?: { authProvider: string; user: { username?: string | null } } } } }).portico.getAccount().embeddedWalletInfo)).toMatchObject({
      authProvider: 'google',
      user: { username: 'Tg' },
    })
    // A reload does not replay the answer: the session is restored as any other.
    await page.reload()
    await expect.poll(() => shown(page, 'status').textContent(), { timeout: 20_000 }).toBe('connected')
    await context.close()

    const denied = await openSocialDemo(inTelegram)
    await leaveFor(denied.page, denied.context)
    await denied.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tg Deny')
    await denied.page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail('tgdeny'))
    await denied.page.getByRole('button', { name: 'Create and continue', exact: true }).click()
    await denied.page.getByRole('button', { name: 'Deny', exact: true }).click()
    await expect.poll(() => failure(denied.page).textContent(), { timeout: 20_000 }).toBe('You did not allow Google to share your account, so you are not signed in.')
    expect(await shown(denied.page, 'status').textContent()).toBe('disconnected')
    expect(new URL(denied.page.url()).search).toBe('')
    await denied.context.close()
  })

  it('axe finds nothing in the social row, All Socials and ConnectingSocial, in both themes', async () => {
    for (const theme of ['dark', 'light']) {
      const { page, context } = await openSocialDemo({ query: `?theme=${theme}` })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
      const connect = dialog(page, 'Connect Wallet')
      await connect.getByRole('button', { name: 'Continue with Google', exact: true }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await connect.getByRole('button', { name: 'More social logins', exact: true }).click()
      await dialog(page, 'Socials').getByRole('button', { name: 'Apple', exact: true }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      const popup = page.waitForEvent('popup')
      await dialog(page, 'Socials').getByRole('button', { name: 'Apple', exact: true }).click()
      const window_ = await popup
      await dialog(page, 'Social Login').getByText('Continue in the Apple window').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await window_.close()
      await failure(page).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    }
  })
})
