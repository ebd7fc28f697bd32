import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { en, type Catalogue } from '../ui/i18n/en.js'
import { LOCALES, type LocaleCode } from '../ui/i18n/locales.js'
import { axeViolations, button, dialog, openDemo, useBrowser } from './fixtures.js'

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

/** Every key of the modal's and the built-in plugins' English strings: none may show as text. */
async function allKeys(): Promise<string[]> {
  const keys = new Set(Object.keys(en.messages).flatMap((key) => [key, key.replace(/\.(one|other)$/u, '')]))
  for (const plugin of ['activity', 'email', 'onramp', 'receive', 'send', 'siwx', 'swaps', 'walletconnect'])
    for (const key of Object.keys(((await import(`../plugins/${plugin}/strings/en.ts`)) as { default: Messages }).default)) keys.add(key)
  return [...keys]
}

/**
 * What of the modal's text a person could meet (text, accessible names, placeholders, titles) that is a raw key
 * or still has a `{placeholder}`.
 */
async function missingText(page: Page, keys: readonly string[]): Promise<string[]> {
  return page.evaluate((known) => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    const card = root?.querySelector('[role=dialog]')
    if (!card) return ['no dialog']
    const texts: string[] = []
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
    for (const el of card.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value) texts.push(value)
      }
    const keySet = new Set(known)
    return texts.map((t) => t.trim()).filter((t) => t && (keySet.has(t) || /\{[A-Za-z]+\}/u.test(t)))
  }, keys)
}

/** Controls of the card that lie outside it or are clipped by it (a translation too long for its place). */
async function outsideCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role=dialog]')
    if (!card) return ['no dialog']
    const box = card.getBoundingClientRect()
    const out: string[] = []
    for (const el of card.querySelectorAll<HTMLElement>('button, input, a, h1, h2')) {
      const r = el.getBoundingClientRect()
      if (!r.width || el.closest('[aria-hidden=true]')) continue
      const clipped = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === 'visible'
      if (r.left < box.left - 1 || r.right > box.right + 1 || clipped) out.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`)
    }
    return out
  })
}

/** Checks the view that `card` shows: no raw key or placeholder, no control outside the card, and axe when asked. */
async function checkView(page: Page, card: Locator, keys: readonly string[], axe: boolean, view: string) {
  await card.waitFor()
  await page.waitForTimeout(200) // the view transition (150 ms)
  expect(await missingText(page, keys), view).toEqual([])
  expect(await outsideCard(page), view).toEqual([])
  if (axe) expect(await axeViolations(page), view).toEqual([])
}

/** "N wallets" in the plural forms a native speaker expects; the count is written the way the page's Intl writes it. */
const WALLET_COUNT: Partial<Record<LocaleCode, (count: string, category: string) => string>> = {
  en: (n, c) => (c === 'one' ? `${n} wallet` : `${n} wallets`),
  ru: (n, c) => (c === 'one' ? `${n} кошелёк` : c === 'few' ? `${n} кошелька` : c === 'many' ? `${n} кошельков` : `${n} кошелька`),
  ar: (n, c) =>
    ({ zero: 'لا توجد محافظ', one: 'محفظة واحدة', two: 'محفظتان', few: `${n} محافظ` })[c] ?? `${n} محفظة`,
}

describe('every language', () => {
  it.each(LOCALES)(
    '%s: Connect, All Wallets, a WalletConnect QR code, Account and Networks show every string, none a key',
    async (code) => {
      const keys = await allKeys()
      const { modal, walletConnect } = await stringsOf(code)
      const axe = code === 'ar' || code === 'ja'
      const { page, errors } = await openDemo(browser(), { query: `?locale=${code}` })
      // The host's button speaks the locale too (its strings are a chunk of their own).
      await page.getByRole('button', { name: at(modal, 'title.Connect'), exact: true }).first().waitFor()
      await button(page, 'Open modal').click()
      const connect = dialog(page, at(modal, 'title.Connect'))
      await connect.waitFor()
      const root = page.locator('portico-modal .pt-root')
      expect(await root.getAttribute('lang')).toBe(code)
      expect(await root.getAttribute('dir')).toBe(code === 'ar' || code === 'fa' || code === 'he' ? 'rtl' : 'ltr')
      await connect.getByRole('button', { name: at(modal, 'connect.allWallets'), exact: true }).locator('.pt-tag').waitFor()
      await checkView(page, connect, keys, axe, 'Connect')

      await connect.getByRole('button', { name: at(modal, 'connect.allWallets'), exact: true }).click()
      const allWallets = dialog(page, at(modal, 'title.AllWallets'))
      await checkView(page, allWallets, keys, axe, 'All Wallets')
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
        expect(previous, query).not.toMatch(/\{|wallets\.count/u)
      }
      await allWallets.getByRole('searchbox', { name: at(modal, 'wallets.search') }).fill('Aurora Wallet')
      await allWallets.getByRole('button', { name: 'Aurora Wallet', exact: true }).click()
      const aurora = dialog(page, 'Aurora Wallet')
      // The WalletConnect plugin's strings in the locale, not its English.
      await aurora.getByRole('img', { name: at(walletConnect, 'walletConnect.qr'), exact: true }).waitFor({ timeout: 20_000 })
      await checkView(page, aurora, keys, axe, 'WalletConnect QR code')
      await aurora.getByRole('button', { name: at(modal, 'modal.back'), exact: true }).click()
      await allWallets.getByRole('button', { name: at(modal, 'modal.back'), exact: true }).click()

      await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
      await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
      await button(page, 'Open modal').click()
      const account = dialog(page, at(modal, 'title.Account'))
      await account.getByRole('button', { name: at(modal, 'feature.send'), exact: true }).waitFor({ timeout: 20_000 })
      await account.getByRole('button', { name: at(modal, 'feature.receive'), exact: true }).waitFor()
      await account.locator('.pt-balance').waitFor()
      await checkView(page, account, keys, axe, 'Account')
      if (code === 'ar') {
        await expectMirrored(page)
        const receiveTitle = ((await import('../plugins/receive/strings/ar.js')) as { default: Messages }).default
        await account.getByRole('button', { name: at(modal, 'feature.receive'), exact: true }).click()
        const receive = dialog(page, at(receiveTitle, 'title.WalletReceive'))
        // The title comes with the plugin's strings, the address with the view's own chunk, which may come later.
        await receive.locator('.pt-receive-address').waitFor()
        await checkView(page, receive, keys, axe, 'Receive')
        await expectAddressLeftToRight(page)
        await receive.getByRole('button', { name: at(modal, 'modal.back'), exact: true }).click()
      }

      await account.getByRole('button', { name: 'Anvil', exact: true }).click()
      const networks = dialog(page, at(modal, 'title.Networks'))
      await checkView(page, networks, keys, axe, 'Networks')
      expect(errors).toEqual([])
      await page.context().close()
    },
    120_000,
  )
})

describe('every language on a phone-sized screen (360 × 740)', () => {
  it.each(LOCALES)(
    '%s: Connect, All Wallets and Account fit the card',
    async (code) => {
      const keys = await allKeys()
      const { modal } = await stringsOf(code)
      const { page } = await openDemo(browser(), { query: `?locale=${code}`, contextOptions: { viewport: { width: 360, height: 740 } } })
      await button(page, 'Open modal').click()
      const connect = dialog(page, at(modal, 'title.Connect'))
      await connect.getByRole('button', { name: at(modal, 'connect.allWallets'), exact: true }).locator('.pt-tag').waitFor()
      await checkView(page, connect, keys, false, 'Connect')
      await connect.getByRole('button', { name: at(modal, 'connect.allWallets'), exact: true }).click()
      const allWallets = dialog(page, at(modal, 'title.AllWallets'))
      await allWallets.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
      await checkView(page, allWallets, keys, false, 'All Wallets')
      await allWallets.getByRole('button', { name: at(modal, 'modal.back'), exact: true }).click()
      await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
      await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')
      await button(page, 'Open modal').click()
      const account = dialog(page, at(modal, 'title.Account'))
      await account.getByRole('button', { name: at(modal, 'feature.send'), exact: true }).waitFor({ timeout: 20_000 })
      await account.locator('.pt-balance').waitFor()
      await checkView(page, account, keys, false, 'Account')
      await page.context().close()
    },
    60_000,
  )
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
