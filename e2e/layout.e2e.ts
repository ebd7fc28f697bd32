import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { codeOf, frameShown, lastSeq, newEmail, nextMail, secureFrame, startEmailLogin } from './embeddedWallet.js'
import { button, connectTestWallet, connectViewLoaded, dialog, openDemo, useBrowser } from './fixtures.js'

const browser = useBrowser()

// Every view, as a person sees it on a laptop and on a phone, in both themes, in English, German and French (the
// longest of the catalogues): nothing lies outside the card, nothing is cut, no control covers another. The same for
// the embedded wallet's approval card, inside the secure site's frame over the modal. The English views are written to docs/screenshots/
// (shown in the README), so the pictures there are always those of the code.

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))

interface Screen {
  name: 'desktop' | 'phone'
  options: BrowserContextOptions
}

const SCREENS: readonly Screen[] = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    options: {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    },
  },
]

const THEMES = ['dark', 'light'] as const
const LOCALES = ['en', 'de', 'fr'] as const

/**
 * Runs in the page: what is wrong with the open modal's layout. A control or a text lies outside the card
 * (sideways: the card scrolls only up and down), is cut by an ancestor that hides its overflow, is wider than its
 * box (scrollWidth over clientWidth; a text shortened with an ellipsis counts only when its full text is nowhere
 * else: its control's accessible name or its title), or two controls overlap (the snack bar counts as one).
 */
function layoutProblems(): string[] {
  const root = document.querySelector('portico-modal')?.shadowRoot
  const card = root?.querySelector<HTMLElement>('[role=dialog]')
  if (!card) return ['no dialog']
  const problems: string[] = []
  const cardBox = card.getBoundingClientRect()
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}> "${text}"`
  }
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    if (box.width < 1 || box.height < 1) return false
    for (let at: Element | null = el; at && at !== card; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    }
    return true
  }
  if (cardBox.left < -0.5 || cardBox.right > window.innerWidth + 0.5) problems.push(`the card is wider than the window: ${cardBox.left}–${cardBox.right}`)

  const controls = [...card.querySelectorAll('button,a[href],input,select,textarea,[role=button],[role=tab],[role=radio],[role=switch],.pt-snack')].filter(shown)
  const texts = [...card.querySelectorAll('*')].filter(
    (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') && shown(el),
  )
  for (const el of new Set([...controls, ...texts])) {
    const box = el.getBoundingClientRect()
    if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5) problems.push(`outside the card: ${describe(el)} ${Math.round(box.left)}–${Math.round(box.right)}`)
    // Cut by an ancestor that hides what overflows it (a scrolling one shows it on scroll, except sideways).
    let scrolled = false
    for (let at = el.parentElement; at && at !== card.parentElement; at = at.parentElement) {
      const style = getComputedStyle(at)
      const clipX = style.overflowX !== 'visible'
      const clipY = !scrolled && (style.overflowY === 'hidden' || style.overflowY === 'clip')
      // What a list scrolls into view is not cut by the boxes around the list.
      if (style.overflowY === 'auto' || style.overflowY === 'scroll') scrolled = true
      if (!clipX && !clipY) continue
      const outer = at.getBoundingClientRect()
      if (clipX && (box.left < outer.left - 0.5 || box.right > outer.right + 0.5)) {
        problems.push(`cut sideways by ${describe(at)}: ${describe(el)}`)
        break
      }
      if (clipY && box.top < outer.bottom && (box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)) {
        problems.push(`cut by ${describe(at)}: ${describe(el)} ${Math.round(box.top)}–${Math.round(box.bottom)} in ${Math.round(outer.top)}–${Math.round(outer.bottom)}`)
        break
      }
    }
  }
  for (const el of texts) {
    if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue
    if (el.closest('[role=img],svg,.pt-vscroll input')) continue
    const full = el.textContent!.trim()
    const named = el.closest('button,a,[role=button],[role=radio]')
    const elsewhere = el.title.includes(full) || (named?.getAttribute('aria-label') ?? '').includes(full)
    if (getComputedStyle(el).textOverflow === 'ellipsis' && elsewhere) continue
    problems.push(`text cut (${el.scrollWidth} px in ${el.clientWidth} px): ${describe(el)}`)
  }
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i]!
      const b = controls[j]!
      if (a.contains(b) || b.contains(a)) continue
      // Line by line: a link that wraps is two boxes, not the rectangle around both.
      const overlaps = [...a.getClientRects()].some((p) =>
        [...b.getClientRects()].some(
          (q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1,
        ),
      )
      if (overlaps) problems.push(`overlap: ${describe(a)} and ${describe(b)}`)
    }
  return problems
}

/** The modal's Close button in each locale the test checks. */
const CLOSE = { en: 'Close', de: 'Schließen', fr: 'Fermer' } as const

/**
 * Runs in the secure site's frame: what is wrong with the approval card's layout. A text or a button lies outside
 * the frame sideways, a text is wider than its box, a button is below the frame's bottom, or two buttons overlap.
 */
function approvalProblems(): string[] {
  const card = document.getElementById('approve')
  if (!card?.hasAttribute('data-open')) return ['no approval card']
  const problems: string[] = []
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width >= 1 && box.height >= 1 && getComputedStyle(el).visibility !== 'hidden'
  }
  const texts = [...card.querySelectorAll('*')].filter(
    (el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') && shown(el),
  )
  for (const el of texts) {
    const box = el.getBoundingClientRect()
    if (box.left < -0.5 || box.right > innerWidth + 0.5) problems.push(`outside the frame: ${describe(el)} ${Math.round(box.left)}–${Math.round(box.right)}`)
    if (el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) problems.push(`text cut (${el.scrollWidth} px in ${el.clientWidth} px): ${describe(el)}`)
  }
  const buttons = [...card.querySelectorAll('button')].filter(shown)
  for (const button of buttons) if (button.getBoundingClientRect().bottom > innerHeight + 0.5) problems.push(`below the frame: ${describe(button)}`)
  for (let i = 0; i < buttons.length; i++)
    for (let j = i + 1; j < buttons.length; j++) {
      const [a, b] = [buttons[i]!.getBoundingClientRect(), buttons[j]!.getBoundingClientRect()]
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1)
        problems.push(`overlap: ${describe(buttons[i]!)} and ${describe(buttons[j]!)}`)
    }
  return problems
}

/** The approval card in the frame over the modal, in each locale and theme; its English screenshots written. */
async function checkApproval(page: Page, screen: Screen, name: string) {
  const card = page.locator('portico-modal').getByRole('dialog')
  const frame = secureFrame(page)
  for (const locale of LOCALES)
    for (const theme of THEMES) {
      await page.evaluate(
        async ([locale, theme]) => {
          const kit = (window as unknown as { portico: Kit }).portico
          kit.setThemeMode(theme)
          await kit.setLocale(locale)
        },
        [locale, theme] as const,
      )
      await expect.poll(() => frame.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dataset['theme']}`)).toBe(`${locale} ${theme}`)
      await frameShown(page)
      await settle(page)
      const where = `${name} on a ${screen.name}, ${theme}, ${locale}`
      expect(await frame.evaluate(approvalProblems), where).toEqual([])
      // The frame lies inside the card, under its header.
      const [frameBox, cardBox] = [await page.locator('iframe[title="Embedded wallet"]').boundingBox(), await card.boundingBox()]
      expect(frameBox!.x >= cardBox!.x - 0.5 && frameBox!.x + frameBox!.width <= cardBox!.x + cardBox!.width + 0.5, `${where}: the frame in the card`).toBe(true)
      expect(frameBox!.y + frameBox!.height <= cardBox!.y + cardBox!.height + 0.5, `${where}: the frame in the card`).toBe(true)
      if (locale === 'en') {
        const path = `${SCREENSHOTS}${screen.name}-${name}-${theme}.png`
        if (screen.name === 'desktop') await card.screenshot({ path, animations: 'disabled' })
        else await page.screenshot({ path, animations: 'disabled' })
      }
    }
  await page.evaluate(async () => {
    const kit = (window as unknown as { portico: Kit }).portico
    kit.setThemeMode('dark')
    await kit.setLocale('en')
  })
}

interface Kit {
  setThemeMode(mode: string): void
  setLocale(locale: string): Promise<void> | void
}

/** Strings and images settle, and the card's height (150 ms) has reached its content's and stays there. */
async function settle(page: Page) {
  let last = ''
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => {
        const body = document.querySelector('portico-modal')?.shadowRoot?.querySelector<HTMLElement>('.pt-body')
        const inner = body?.firstElementChild as HTMLElement | null | undefined
        return body && inner && Math.abs(body.getBoundingClientRect().height - inner.offsetHeight) < 1 ? String(inner.offsetHeight) : 'moving'
      })
      const steady = now !== 'moving' && now === last
      last = now
      return steady
    }, { interval: 200 })
    .toBe(true)
}

const headerTop = new WeakMap<Page, number>()

/**
 * Checks the open view in both themes and both languages and writes its English screenshots; back to English and
 * dark after it, so the test goes on as a person reading English would.
 */
async function checkView(page: Page, screen: Screen, name: string, ready?: (card: Locator) => Promise<void>) {
  const card = page.locator('portico-modal').getByRole('dialog')
  await card.waitFor()
  await ready?.(card)
  // SPEC §9: the card grows and shrinks (150 ms) under a header that stays where it is (a phone's sheet grows upwards).
  if (screen.name === 'desktop') {
    await settle(page)
    const top = await card.locator('header').evaluate((el) => el.getBoundingClientRect().top)
    headerTop.set(page, headerTop.get(page) ?? top)
    expect(top, `${name}: the header's place`).toBe(headerTop.get(page))
  }
  for (const locale of LOCALES) {
    await page.evaluate(async (locale) => (window as unknown as { portico: Kit }).portico.setLocale(locale), locale)
    await expect.poll(() => card.getByRole('button', { name: CLOSE[locale], exact: true }).count()).toBeLessThanOrEqual(1)
    for (const theme of THEMES) {
      await page.evaluate((theme) => (window as unknown as { portico: Kit }).portico.setThemeMode(theme), theme)
      await settle(page)
      expect(await page.evaluate(layoutProblems), `${name} on a ${screen.name}, ${theme}, ${locale}`).toEqual([])
      if (locale === 'en') {
        const path = `${SCREENSHOTS}${screen.name}-${name}-${theme}.png`
        if (screen.name === 'desktop') await card.screenshot({ path, animations: 'disabled' })
        else await page.screenshot({ path, animations: 'disabled' })
      }
    }
  }
  await page.evaluate(async () => {
    const kit = (window as unknown as { portico: Kit }).portico
    kit.setThemeMode('dark')
    await kit.setLocale('en')
  })
  await settle(page)
}

describe.each(SCREENS)('layout of every view on a $name', (screen) => {
  it('Connect, What is a wallet?, Get {wallet}, All Wallets, a QR code, a declined connection, Account, Networks, Send, Receive, Buy, Swap, Activity and a plugin view', { timeout: 240_000 }, async () => {
    await mkdir(SCREENSHOTS, { recursive: true })
    const { page, wallet } = await openDemo(browser(), { account: 2, contextOptions: screen.options, wallet: { reject: { connect: true } } })
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
    wallet!.setReject({})
    await dialog(page, 'Portico Test Wallet').getByRole('button', { name: 'Back', exact: true }).click()
    await connect.getByRole('button', { name: 'Close', exact: true }).click()
    await connectTestWallet(page)

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    const features = account.getByRole('list', { name: 'Wallet features' })
    await checkView(page, screen, 'account', (card) => card.getByRole('list', { name: 'Tokens' }).waitFor())
    // A snack message shows above the card, over none of its controls.
    await account.getByRole('button', { name: 'Copy address', exact: true }).click()
    await page.locator('portico-modal').getByText('Address copied', { exact: true }).waitFor()
    expect(await page.evaluate(layoutProblems), `the snack message on a ${screen.name}`).toEqual([])
    await account.getByRole('tab', { name: 'Activity', exact: true }).click()
    await checkView(page, screen, 'account-activity', (card) => card.getByRole('tabpanel').getByText(/./u).first().waitFor())
    await account.getByRole('tab', { name: 'Tokens', exact: true }).click()

    await account.getByRole('button', { name: 'Anvil', exact: true }).click()
    await checkView(page, screen, 'networks', (card) => card.getByRole('button', { name: 'Anvil Two', exact: true }).waitFor())
    await dialog(page, 'Choose Network').getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Send', exact: true }).click()
    const send = dialog(page, 'Send')
    await checkView(page, screen, 'send', (card) => card.getByRole('radio').first().waitFor())
    await send.getByRole('radio', { name: /^Ether / }).check()
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.01')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await send.getByRole('button', { name: 'Preview send', exact: true }).click()
    await checkView(page, screen, 'send-review', (card) => card.getByRole('button', { name: 'Send', exact: true }).waitFor())
    await dialog(page, 'Review Send').getByRole('button', { name: 'Back', exact: true }).click()
    await send.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Receive', exact: true }).click()
    await checkView(page, screen, 'receive', (card) => card.getByRole('img', { name: 'QR code of your address' }).waitFor())
    await dialog(page, 'Receive').getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Buy Crypto', exact: true }).click()
    const buy = dialog(page, 'Buy Crypto')
    await buy.getByRole('textbox', { name: 'You pay' }).fill('20')
    await checkView(page, screen, 'buy', (card) => card.locator('output').getByText('19.200 TUSDC', { exact: true }).waitFor())
    await buy.getByRole('button', { name: 'Token: TUSDC', exact: true }).click()
    await checkView(page, screen, 'buy-token', (card) => card.getByRole('button', { name: 'Ether (ETH)', exact: true }).waitFor())
    await dialog(page, 'Select Token').getByRole('button', { name: 'Back', exact: true }).click()
    await buy.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await checkView(page, screen, 'swap', (card) => card.getByRole('textbox', { name: 'Amount to swap' }).waitFor())
    await swap.getByRole('button', { name: /^Choose the token to pay with/u }).click()
    await checkView(page, screen, 'swap-token', (card) => card.getByRole('searchbox').first().waitFor())
    await dialog(page, 'Select token').getByRole('button', { name: 'Back', exact: true }).click()
    await swap.getByRole('button', { name: 'Back', exact: true }).click()

    await features.getByRole('button', { name: 'Sign a note', exact: true }).click()
    await checkView(page, screen, 'plugin-notes', (card) => card.getByRole('textbox', { name: 'Note', exact: true }).waitFor())
  })

  it('the email login: Connect without a wallet, the code, Account with every action, Edit Email, Choose Name', { timeout: 240_000 }, async () => {
    const { page } = await openDemo(browser(), { wallet: false, contextOptions: screen.options })
    const email = newEmail(`layout-${screen.name}`)
    await button(page, 'Open modal').click()
    await checkView(page, screen, 'connect-email', (card) => card.getByRole('textbox', { name: 'Email', exact: true }).waitFor())
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Close', exact: true }).click()
    const since = await lastSeq(email)
    await startEmailLogin(page, email)
    const otp = dialog(page, 'Confirm Email')
    await checkView(page, screen, 'email-code', (card) => card.getByRole('textbox', { name: 'Code', exact: true }).waitFor())
    await otp.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await nextMail(email, since)))
    await page.waitForFunction(() => document.querySelector('[data-testid=status]')?.textContent === 'connected')

    await button(page, 'Open modal').click()
    const account = dialog(page, 'Account')
    await checkView(page, screen, 'account-email', (card) => card.getByRole('button', { name: 'Edit email', exact: true }).waitFor())
    await account.getByRole('button', { name: 'Edit email', exact: true }).click()
    await checkView(page, screen, 'edit-email', (card) => card.getByRole('textbox', { name: 'New email', exact: true }).waitFor())

    // Choose Name with a taken name and the names near it.
    await page.locator('portico-modal').getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()
    await account.getByRole('button', { name: 'Choose name', exact: true }).click()
    const names = dialog(page, 'Choose Name')
    await names.getByRole('textbox', { name: 'Account name', exact: true }).fill('alice')
    await checkView(page, screen, 'choose-name', (card) => card.getByRole('list', { name: 'Suggested names' }).waitFor())
    await names.getByRole('button', { name: 'Close', exact: true }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')

    // The approval card of a signature, with a message long enough to wrap and scroll.
    const address = (await page.getByTestId('address').textContent()) ?? ''
    const message = `Sign in to the Portico demo.\n\n${'This request asks you to confirm that you own this account. '.repeat(4)}\nNonce: 8f3a9c`
    await page.evaluate(
      ([message, address]) =>
        void (window as unknown as { portico: { getWalletProvider(): { request(a: unknown): Promise<unknown> } } }).portico
          .getWalletProvider()
          .request({ method: 'personal_sign', params: [message, address] })
          .catch(() => undefined),
      [message, address] as const,
    )
    await dialog(page, 'Approve Transaction').waitFor()
    await checkApproval(page, screen, 'approval')
  })

  it('sign-in (SIWX)', { timeout: 120_000 }, async () => {
    const { page } = await openDemo(browser(), { account: 3, query: '?siwx=required', contextOptions: screen.options })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
    await connectViewLoaded(page)
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await dialog(page, 'Sign In').waitFor()
    await checkView(page, screen, 'siwx', (card) => card.getByRole('button', { name: 'Sign', exact: true }).waitFor())
  })
})
