import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { en, type Catalogue } from '../ui/i18n/en.js'
import { LOCALES, type LocaleCode } from '../ui/i18n/locales.js'
import { button, connectViewLoaded, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

type Messages = Readonly<Record<string, string>>

/** A message the test expects to see; a test bug when the strings lack it. */
function at(messages: Messages, key: string): string {
  const text = messages[key]
  if (text === undefined) throw new Error(`No message ${key}`)
  return text
}

/** The modal's catalogue and the WalletConnect plugin's strings of a locale, as the tests read them. */
async function stringsOf(code: LocaleCode): Promise<{ modal: Messages; walletConnect: Messages }> {
  const modal = code === 'en' ? en : ((await import(`../ui/i18n/strings/${code}.ts`)) as { default: Catalogue }).default
  const walletConnect = ((await import(`../plugins/walletconnect/strings/${code}.ts`)) as { default: Messages }).default
  return { modal: modal.messages as Messages, walletConnect }
}

/** "N wallets" in the plural forms a native speaker expects; the count is written the way the page's Intl writes it. */
const WALLET_COUNT: Partial<Record<LocaleCode, (count: string, category: string) => string>> = {
  en: (n, c) => (c === 'one' ? `${n} wallet` : `${n} wallets`),
  ru: (n, c) => (c === 'one' ? `${n} кошелёк` : c === 'few' ? `${n} кошелька` : c === 'many' ? `${n} кошельков` : `${n} кошелька`),
  ar: (n, c) =>
    ({ zero: 'لا توجد محافظ', one: 'محفظة واحدة', two: 'محفظتان', few: `${n} محافظ` })[c] ?? `${n} محفظة`,
}

/** Switches the kit's locale in the page. */
const setLocale = (page: Page, locale: string) =>
  page.evaluate(async (l) => (window as unknown as { portico: { setLocale(l: string): Promise<void> | void } }).portico.setLocale(l), locale)

// Every view in every locale, with no key or placeholder showing and nothing outside the card, is the layout
// check's (e2e/layoutCheck.ts, the layout*.e2e.ts files), axe on each view in Arabic and Japanese too. Here: what
// the locale changes beyond the modal's own strings, on one page switched with setLocale().
describe('every language', () => {
  it("on one page switched with setLocale(): the host's button, the modal's lang and dir, All Wallets' count in the plural forms of each locale, and the WalletConnect plugin's strings", async () => {
    const { page, errors } = await openDemo(browser(), { query: '?locale=en' })
    await button(page, 'Open modal').click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
    await dialog(page, 'All Wallets').getByRole('button', { name: 'Aurora Wallet', exact: true }).waitFor()
    const root = page.locator('portico-modal .pt-root')
    for (const code of LOCALES) {
      const { modal } = await stringsOf(code)
      await setLocale(page, code)
      const allWallets = dialog(page, at(modal, 'title.AllWallets'))
      await allWallets.waitFor()
      expect(await root.getAttribute('lang')).toBe(code)
      expect(await root.getAttribute('dir')).toBe(code === 'ar' || code === 'fa' || code === 'he' ? 'rtl' : 'ltr')
      // The host's button speaks the locale too (its strings are a chunk of their own).
      await page.getByRole('button', { name: at(modal, 'title.Connect'), exact: true }).first().waitFor()
      // A count in the locale's plural forms: none found, then one.
      const status = allWallets.getByRole('status')
      let previous = ''
      for (const [query, count] of [
        ['zzzz', 0],
        ['Portico Test', 1],
      ] as const) {
        await allWallets.getByRole('searchbox', { name: at(modal, 'wallets.search') }).fill(query)
        const [digits, category] = await page.evaluate(
          ([locale, n]) => [new Intl.NumberFormat(locale).format(n), new Intl.PluralRules(locale).select(n)],
          [code, count] as const,
        )
        const expected = WALLET_COUNT[code]
        if (expected) await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(expected(digits, category))
        else await expect.poll(async () => ((await status.textContent()) ?? previous) !== previous, { timeout: 10_000 }).toBe(true)
        previous = (await status.textContent()) ?? ''
        expect(previous, `${code} ${query}`).not.toMatch(/\{|wallets\.count/u)
      }
      await allWallets.getByRole('searchbox', { name: at(modal, 'wallets.search') }).fill('')
    }
    await setLocale(page, 'en')
    const allWallets = dialog(page, 'All Wallets')
    await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill('Aurora Wallet')
    await allWallets.getByRole('button', { name: 'Aurora Wallet', exact: true }).click()
    const aurora = dialog(page, 'Aurora Wallet')
    await aurora.getByRole('img', { name: 'QR code to scan with your phone', exact: true }).waitFor({ timeout: 20_000 })
    for (const code of LOCALES) {
      const { walletConnect } = await stringsOf(code)
      await setLocale(page, code)
      // The WalletConnect plugin's strings in the locale, not its English.
      await aurora.getByRole('img', { name: at(walletConnect, 'walletConnect.qr'), exact: true }).waitFor()
    }
    expect(errors).toEqual([])
  }, 120_000)

  it('Arabic: the card mirrors, while the balance and the address Receive shows read left to right', async () => {
    const { modal } = await stringsOf('ar')
    const { page } = await openDemo(browser(), { query: '?locale=ar' })
    await button(page, 'Open modal').click()
    const connect = dialog(page, at(modal, 'title.Connect'))
    await connect.getByRole('button', { name: at(modal, 'connect.allWallets'), exact: true }).locator('.pt-tag').waitFor()
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
    await button(page, 'Open modal').click()
    const account = dialog(page, at(modal, 'title.Account'))
    await account.getByRole('button', { name: at(modal, 'feature.receive'), exact: true }).waitFor({ timeout: 20_000 })
    // The balance's figure, not the spinner that holds its line until the first answer.
    await account.locator('.pt-balance[dir="ltr"]').waitFor()
    await expectMirrored(page)
    const receiveTitle = ((await import('../plugins/receive/strings/ar.js')) as { default: Messages }).default
    await account.getByRole('button', { name: at(modal, 'feature.receive'), exact: true }).click()
    const receive = dialog(page, at(receiveTitle, 'title.WalletReceive'))
    // The title comes with the plugin's strings, the address with the view's own chunk, which may come later.
    await receive.locator('.pt-receive-address').waitFor()
    await expectAddressLeftToRight(page)
  })
})

/**
 * Arabic: the card reads right to left, Close at the left of the title and the chevrons pointing the other way,
 * while the balance reads left to right.
 */
async function expectMirrored(page: Page) {
  const facts = await page.evaluate(() => {
    const card = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog]') as HTMLElement
    const balance = card.querySelector('.pt-balance') as HTMLElement
    const chevron = card.querySelector('svg.pt-flip') as SVGElement | null
    const title = card.querySelector('h2') as HTMLElement
    const close = [...card.querySelectorAll('header button')].at(-1) as HTMLElement
    return {
      cardDirection: getComputedStyle(card).direction,
      balanceDirection: getComputedStyle(balance).direction,
      chevron: chevron ? getComputedStyle(chevron).transform : 'none',
      closeLeftOfTitle: close.getBoundingClientRect().right <= title.getBoundingClientRect().left + 1,
    }
  })
  expect(facts).toEqual({ cardDirection: 'rtl', balanceDirection: 'ltr', chevron: 'matrix(-1, 0, 0, 1, 0, 0)', closeLeftOfTitle: true })
}

/** The address Receive shows reads left to right in a right-to-left card, and the back arrow points right. */
async function expectAddressLeftToRight(page: Page) {
  const facts = await page.evaluate(() => {
    const card = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog]') as HTMLElement
    const address = card.querySelector('.pt-receive-address') as HTMLElement
    const text = address.firstChild as Text
    const charLeft = (at: number) => {
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      return range.getBoundingClientRect().left
    }
    const back = card.querySelector('header button svg') as SVGElement
    return {
      cardDirection: getComputedStyle(card).direction,
      address: address.textContent,
      direction: getComputedStyle(address).direction,
      // '0' drawn left of 'x', 'x' left of the first hex digit: it reads left to right.
      startsLeft: charLeft(0) < charLeft(1) && charLeft(1) < charLeft(2),
      back: getComputedStyle(back).transform,
    }
  })
  expect(facts.cardDirection).toBe('rtl')
  expect(facts.address).toMatch(/^0x[0-9a-fA-F]{40}$/u)
  expect(facts.direction).toBe('ltr')
  expect(facts.startsLeft).toBe(true)
  expect(facts.back, 'the back arrow points right').toBe('matrix(-1, 0, 0, 1, 0, 0)')
}

describe('choosing the language', () => {
  it("locale 'auto' (the default) follows the browser: fr-CA shows French, in the host's button and the modal", async () => {
    const { modal } = await stringsOf('fr')
    const { page } = await openDemo(browser(), { contextOptions: { locale: 'fr-CA' } })
    expect(await page.evaluate(() => navigator.language)).toBe('fr-CA')
    await page.getByRole('button', { name: 'Connecter un wallet', exact: true }).first().click()
    const connect = dialog(page, at(modal, 'title.Connect'))
    await connect.waitFor()
    expect(await page.locator('portico-modal .pt-root').getAttribute('lang')).toBe('fr')
    await connect.getByRole('button', { name: 'Fermer', exact: true }).waitFor()
  })

  it('setLocale() switches a open modal: German, then Arabic right to left, then back to English', async () => {
    const { page } = await openDemo(browser(), { query: '?locale=en' })
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    const setLocale = (locale: string) => page.evaluate((l) => (window as unknown as { portico: { setLocale(l: string): void } }).portico.setLocale(l), locale)
    await setLocale('de')
    await dialog(page, 'Wallet verbinden').getByRole('button', { name: 'Schließen', exact: true }).waitFor()
    const root = page.locator('portico-modal .pt-root')
    expect(await root.getAttribute('dir')).toBe('ltr')
    await setLocale('ar')
    await dialog(page, 'ربط المحفظة').waitFor()
    await expect.poll(() => root.getAttribute('dir')).toBe('rtl')
    await setLocale('en')
    await dialog(page, 'Connect Wallet').waitFor()
    await expect.poll(() => root.getAttribute('dir')).toBe('ltr')
  })
})

/** Every view title of the modal and the built-in plugins in a locale, by key. */
async function titlesOf(code: LocaleCode): Promise<[key: string, text: string][]> {
  const read = async (path: string) => ((await import(path)) as { default: Messages }).default
  const modal = code === 'en' ? en.messages : ((await import(`../ui/i18n/strings/${code}.ts`)) as { default: Catalogue }).default.messages
  const all: [string, string][] = Object.entries(modal as Messages)
  for (const plugin of ['activity', 'email', 'embedded-wallet', 'names', 'onramp', 'receive', 'send', 'siwx', 'swaps', 'walletconnect'])
    all.push(...Object.entries(await read(`../plugins/${plugin}/strings/${code}.ts`)))
  return all.filter(([key]) => key.startsWith('title.'))
}

describe('every view title in every language on a phone (360 × 740)', () => {
  it('fits the header: no title is cut with an ellipsis', async () => {
    const { page } = await openDemo(browser(), { query: '?locale=en', contextOptions: { viewport: { width: 360, height: 740 } } })
    await button(page, 'Open modal').click()
    await dialog(page, 'Connect Wallet').waitFor()
    const cut: string[] = []
    for (const code of LOCALES) {
      await page.evaluate(async (l) => (window as unknown as { portico: { setLocale(l: string): Promise<void> } }).portico.setLocale(l), code)
      await expect.poll(() => page.locator('portico-modal .pt-root').getAttribute('lang')).toBe(code)
      // Each title in the header's own element, font and width, as the view would show it.
      const titles = await titlesOf(code)
      const wide = await page.evaluate((titles) => {
        const title = document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('[role=dialog] .pt-title')
        if (!title) return ['no title']
        const shown = title.textContent
        const found = titles.flatMap(([key, text]) => {
          title.textContent = text
          return title.scrollWidth > title.clientWidth ? [`${key} "${text}" (${title.scrollWidth} px in ${title.clientWidth} px)`] : []
        })
        title.textContent = shown
        return found
      }, titles)
      cut.push(...wide.map((line) => `${code} ${line}`))
    }
    expect(cut).toEqual([])
  }, 120_000)
})
