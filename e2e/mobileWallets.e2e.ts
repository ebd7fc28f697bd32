import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

/** A phone: touch, a coarse pointer, a phone's user agent and screen. */
const PHONE: BrowserContextOptions = {
  isMobile: true,
  hasTouch: true,
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

interface DirectoryWallet {
  name: string
  mobile_link: string | null
}

/**
 * Opens All Wallets for `namespace` and returns the names it lists, with what the directory answered the page
 * (the same request replayed), so that each row can be checked against its entry.
 */
async function allWalletsFor(page: Page, namespace: 'eip155' | 'solana') {
  // All Wallets asks for the wallets of the family's networks (`chains`); the first page is what it lists first.
  const isListRequest = (url: URL) => url.pathname.endsWith('/getWallets') && url.searchParams.has('chains') && url.searchParams.get('page') === '1'
  const answered = page.waitForResponse((r) => isListRequest(new URL(r.url())))
  await page.evaluate(
    (ns) => (window as unknown as { portico: { open(o: { view: string; namespace: string }): Promise<void> } }).portico.open({ view: 'AllWallets', namespace: ns }),
    namespace,
  )
  const { data: directory } = (await (await answered).json()) as { data: DirectoryWallet[] }
  const known = new Set(directory.map((w) => w.name))
  const list = dialog(page, 'All Wallets').getByRole('list', { name: 'Wallets' })
  // A row's text is its image's initials (until the image loads) and its name.
  const names = async () => (await list.getByRole('button').allInnerTexts()).map((text) => text.split('\n').at(-1) ?? '').filter((name) => known.has(name))
  await expect.poll(async () => (await names()).length).toBeGreaterThan(2)
  return { listed: await names(), directory }
}

const withoutMobileLink = (directory: DirectoryWallet[]) => directory.filter((w) => !w.mobile_link).map((w) => w.name)

// The devnet's directory gives Coinbase Wallet, Phantom and Solflare no mobile link on purpose, and many other
// wallets none either.
describe('directory wallets on a phone (SPEC §5: no mobile link, no row, except Coinbase and, on solana, Phantom and Solflare)', () => {
  it('on eip155: every row has a mobile link, but Coinbase; wallets without one that a desktop lists are left out', async () => {
    const phone = await allWalletsFor((await openDemo(browser(), { wallet: false, contextOptions: PHONE })).page, 'eip155')
    const desktop = await allWalletsFor((await openDemo(browser(), { wallet: false })).page, 'eip155')
    const linkless = withoutMobileLink(phone.directory)
    expect(phone.listed).toContain('Coinbase Wallet')
    expect(phone.listed.filter((name) => linkless.includes(name))).toEqual(['Coinbase Wallet'])
    const leftOut = desktop.listed.filter((name) => linkless.includes(name) && name !== 'Coinbase Wallet')
    expect(leftOut.length).toBeGreaterThan(0)
    for (const name of leftOut) expect(phone.listed).not.toContain(name)
  })

  it('on solana: Phantom and Solflare stay without a mobile link; other Solana wallets without one go', async () => {
    const phone = await allWalletsFor((await openDemo(browser(), { wallet: false, contextOptions: PHONE })).page, 'solana')
    const desktop = await allWalletsFor((await openDemo(browser(), { wallet: false })).page, 'solana')
    const linkless = withoutMobileLink(phone.directory)
    expect(linkless).toEqual(expect.arrayContaining(['Phantom', 'Solflare']))
    expect(phone.listed.filter((name) => linkless.includes(name)).sort()).toEqual(['Phantom', 'Solflare'])
    const leftOut = desktop.listed.filter((name) => linkless.includes(name) && !['Phantom', 'Solflare'].includes(name))
    expect(leftOut.length).toBeGreaterThan(0)
    for (const name of leftOut) expect(phone.listed).not.toContain(name)
    // Only wallets of the family asked for (SPEC §4): no eip155-only wallet such as Coinbase.
    expect(phone.listed).not.toContain('Coinbase Wallet')
  })
})
