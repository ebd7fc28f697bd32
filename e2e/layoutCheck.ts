import { readdirSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContextOptions, Locator, Page, Request } from 'playwright-core'
import { expect } from 'vitest'
import { en } from '../ui/i18n/en.js'
import { LOCALES, type LocaleCode } from '../ui/i18n/locales.js'
import { secureFrame, frameShown } from './embeddedWallet.js'
import { axeViolations, button, connectTestWallet, dialog, openDemo } from './fixtures.js'

// The layout check of every view, as a person sees it on a laptop and on a phone: nothing lies outside the card,
// nothing is cut, no control covers another, no message key or `{placeholder}` shows, in every locale. English,
// German and French (the longest catalogues) are checked in both themes, the others in the dark one; axe runs on
// each view in Arabic and Japanese on the desktop. The English views are written to docs/screenshots/ (shown in the
// README), so the pictures there are always those of the code. One page goes through the locales with
// `setLocale()`; the modal's animations take 1 ms there (reduced motion), so each check waits for its content only.

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))

export interface Screen {
  name: 'desktop' | 'phone'
  options: BrowserContextOptions
}

export const SCREENS: readonly Screen[] = [
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

/**
 * The demo on `screen`, its layout watched, the test wallet connected and Account open: the page, Account's dialog
 * and its list of wallet features.
 */
export async function openAccount(browser: Browser, screen: Screen) {
  const { page } = await openDemo(browser, { account: 2, contextOptions: screen.options })
  await watchLayout(page)
  await connectTestWallet(page)
  await button(page, 'Open modal').click()
  const account = dialog(page, 'Account')
  return { page, account, features: account.getByRole('list', { name: 'Wallet features' }) }
}

/** Locales checked in the light theme too (English and the longest catalogues). */
const BOTH_THEMES: ReadonlySet<LocaleCode> = new Set(['en', 'de', 'fr'])
/** Locales axe checks on every view (right to left, and a script without spaces). */
const AXE: ReadonlySet<LocaleCode> = new Set(['ar', 'ja'])

interface Kit {
  setThemeMode(mode: string): void
  setLocale(locale: string): Promise<void> | void
}

/** Every message key of the modal and of the built-in plugins: none may show as text. */
async function allKeys(): Promise<string[]> {
  const keys = new Set(Object.keys(en.messages).flatMap((key) => [key, key.replace(/\.(zero|one|two|few|many|other)$/u, '')]))
  const plugins = fileURLToPath(new URL('../plugins/', import.meta.url))
  for (const plugin of readdirSync(plugins)) {
    if (!readdirSync(`${plugins}${plugin}`).includes('strings')) continue
    const strings = ((await import(`../plugins/${plugin}/strings/en.ts`)) as { default: Record<string, string> }).default
    for (const key of Object.keys(strings)) keys.add(key)
  }
  return [...keys]
}

let keys: Promise<string[]> | undefined

/**
 * What a page under the layout check keeps: the scripts it is still loading (a locale's chunks, a view's), and how
 * many it has asked for.
 */
const loading = new WeakMap<Page, { scripts: Set<Request>; asked: number }>()

/**
 * Readies a page for the layout check: its script requests counted (a locale's chunks load after the switch), and
 * reduced motion, so the modal's animations (150 ms) end at once.
 */
export async function watchLayout(page: Page): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true })
  const watched = { scripts: new Set<Request>(), asked: 0 }
  loading.set(page, watched)
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    watched.scripts.add(request)
    watched.asked++
  })
  page.on('requestfinished', (request) => watched.scripts.delete(request))
  page.on('requestfailed', (request) => watched.scripts.delete(request))
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

/** Runs in the page: waits for the modal's animations, then until the card's height has reached its content's. */
async function settleInPage(): Promise<string> {
  const root = document.querySelector('portico-modal')?.shadowRoot
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  let last = -1
  for (let tries = 0, same = 0; tries < 100; tries++) {
    const running = [...document.getAnimations(), ...(root?.getAnimations() ?? [])]
    await Promise.all(running.filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)))
    await frame()
    const body = root?.querySelector<HTMLElement>('.pt-body')
    const inner = body?.firstElementChild as HTMLElement | null | undefined
    const height = body && inner && Math.abs(body.getBoundingClientRect().height - inner.offsetHeight) < 1 ? inner.offsetHeight : -1
    same = height >= 0 && height === last ? same + 1 : 0
    last = height
    if (same >= 2) return 'settled'
  }
  return `still moving (${last})`
}

/**
 * The page's scripts are in and ran, and the card has settled (two frames alike after the last script): a settle
 * during which the page asked for no script (a plugin's strings come after the catalogue renders) ends it.
 */
async function settle(page: Page): Promise<void> {
  const watched = loading.get(page)
  for (;;) {
    const asked = watched?.asked
    // A locale's chunks come from the local demo server; on a busy machine that can take a few seconds.
    await expect
      .poll(() => [...(watched?.scripts ?? [])].map((request) => request.url()), { interval: 20, timeout: 15_000 })
      .toEqual([])
    expect(await page.evaluate(settleInPage)).toBe('settled')
    if (watched?.asked === asked && !watched?.scripts.size) return
  }
}

/**
 * Runs in the page: what is wrong with the open modal. Its locale is not `locale` (the root's `lang` and `dir`); a
 * text, accessible name, placeholder or title is a message key or keeps a `{placeholder}`; a control or a text lies
 * outside the card (sideways: the card scrolls only up and down), is cut by an ancestor that hides its overflow, is
 * wider than its box (scrollWidth over clientWidth; a text shortened with an ellipsis counts only when its full text
 * is nowhere else: its control's accessible name or its title), or two controls overlap (the snack bar counts as one).
 */
export function layoutProblems({ locale, keys }: { locale?: string; keys?: readonly string[] } = {}): string[] {
  const portico = document.querySelector('portico-modal')?.shadowRoot
  const card = portico?.querySelector<HTMLElement>('[role=dialog]')
  if (!card) return ['no dialog']
  const problems: string[] = []
  if (locale) {
    const root = portico!.querySelector('.pt-root')
    const dir = ['ar', 'fa', 'he'].includes(locale) ? 'rtl' : 'ltr'
    if (root?.getAttribute('lang') !== locale || root.getAttribute('dir') !== dir)
      problems.push(`the modal's lang and dir are ${root?.getAttribute('lang')} ${root?.getAttribute('dir')}, not ${locale} ${dir}`)
  }
  if (keys) {
    const known = new Set(keys)
    const texts: string[] = []
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
    for (const el of card.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value) texts.push(value)
      }
    for (const text of texts.map((t) => t.trim()))
      if (text && (known.has(text) || /\{[A-Za-z]+\}/u.test(text))) problems.push(`a key or placeholder shows: "${text.slice(0, 60)}"`)
  }
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

/** Switches the open modal's locale and theme and waits until it shows them, their strings in and the card settled. */
async function show(page: Page, locale: LocaleCode, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate(
    async ([locale, theme]) => {
      const kit = (window as unknown as { portico: Kit }).portico
      kit.setThemeMode(theme)
      await kit.setLocale(locale)
      const root = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('.pt-root')
      for (let tries = 0; root()?.getAttribute('lang') !== locale && tries < 500; tries++) await new Promise((r) => setTimeout(r, 10))
      // Its plugins' strings are asked for once the catalogue shows (an effect after the render).
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    },
    [locale, theme] as const,
  )
  await settle(page)
}

const headerTop = new WeakMap<Page, number>()

/** Writes a view's English screenshot to docs/screenshots/: the card on a desktop, the whole screen on a phone. */
async function screenshot(page: Page, card: Locator, screen: Screen, name: string): Promise<void> {
  const path = `${SCREENSHOTS}${screen.name}-${name}.png`
  if (screen.name === 'desktop') await card.screenshot({ path, animations: 'disabled' })
  else await page.screenshot({ path, animations: 'disabled' })
}

/**
 * Checks the open view in every locale (both themes in English, German and French; axe in Arabic and Japanese on
 * the desktop) and writes its English screenshots; back to English and dark after it, so the test goes on as a
 * person reading English would.
 */
export async function checkView(page: Page, screen: Screen, name: string, ready?: (card: Locator) => Promise<void>): Promise<void> {
  const card = page.locator('portico-modal').getByRole('dialog')
  await card.waitFor()
  await ready?.(card)
  await settle(page)
  // SPEC §9: the card grows and shrinks (150 ms) under a header that stays where it is (a phone's sheet grows upwards).
  if (screen.name === 'desktop') {
    const top = await card.locator('header').evaluate((el) => el.getBoundingClientRect().top)
    headerTop.set(page, headerTop.get(page) ?? top)
    expect(top, `${name}: the header's place`).toBe(headerTop.get(page))
  }
  const known = await (keys ??= allKeys())
  const problems: string[] = []
  for (const locale of LOCALES)
    for (const theme of BOTH_THEMES.has(locale) ? (['dark', 'light'] as const) : (['dark'] as const)) {
      await show(page, locale, theme)
      const where = `${name} on a ${screen.name}, ${theme}, ${locale}`
      problems.push(...(await page.evaluate(layoutProblems, { locale, keys: known })).map((problem) => `${where}: ${problem}`))
      if (screen.name === 'desktop' && theme === 'dark' && AXE.has(locale)) {
        problems.push(...(await axeViolations(page)).map((v) => `${where}: axe ${v.id} ${v.targets.join(' ')}`))
        await page.emulateMedia({ reducedMotion: 'reduce' })
      }
      if (locale === 'en') await screenshot(page, card, screen, `${name}-${theme}`)
    }
  expect(problems).toEqual([])
  await show(page, 'en', 'dark')
}

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
    const text = el.textContent ?? ''
    if (/\{[A-Za-z]+\}/u.test(text)) problems.push(`a placeholder shows: ${describe(el)}`)
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

/** The approval card in the frame over the modal, in every locale (both themes in English, German and French). */
export async function checkApproval(page: Page, screen: Screen, name: string): Promise<void> {
  const card = page.locator('portico-modal').getByRole('dialog')
  const frame = secureFrame(page)
  const problems: string[] = []
  for (const locale of LOCALES)
    for (const theme of BOTH_THEMES.has(locale) ? (['dark', 'light'] as const) : (['dark'] as const)) {
      await show(page, locale, theme)
      await expect.poll(() => frame.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dataset['theme']}`)).toBe(`${locale} ${theme}`)
      await frameShown(page)
      await settle(page)
      const where = `${name} on a ${screen.name}, ${theme}, ${locale}`
      problems.push(...(await frame.evaluate(approvalProblems)).map((problem) => `${where}: ${problem}`))
      // The frame lies inside the card, under its header.
      const [frameBox, cardBox] = [await page.locator('iframe[title="Embedded wallet"]').boundingBox(), await card.boundingBox()]
      if (frameBox!.x < cardBox!.x - 0.5 || frameBox!.x + frameBox!.width > cardBox!.x + cardBox!.width + 0.5 || frameBox!.y + frameBox!.height > cardBox!.y + cardBox!.height + 0.5)
        problems.push(`${where}: the frame is not inside the card`)
      if (locale === 'en') await screenshot(page, card, screen, `${name}-${theme}`)
    }
  expect(problems).toEqual([])
  await show(page, 'en', 'dark')
}
