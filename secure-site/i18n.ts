import { LOCALE_TAG } from '../plugins/embedded-wallet/frame/frameLocale.js'
import { intlLocale } from '../ui/i18n/format.js'
import { isRightToLeft, resolveLocale, type LocaleCode } from '../ui/i18n/locales.js'
import en, { type SecureSiteKey, type SecureSiteMessages } from './strings/en.js'

// The secure site's language: the modal's locale, sent by the kit (`SYNC_LOCALE`) and trusted for nothing but
// picking a catalogue of `LOCALES` (English for anything else). English is built in; every other catalogue is a
// chunk of its own (`strings/<code>.ts`), fetched when that locale is asked for. Right-to-left locales turn the
// page; amounts, addresses and hashes stay left to right where they are shown.

let locale: LocaleCode = 'en'
let messages: SecureSiteMessages = en
let loading: Promise<void> = Promise.resolve()

/** The page's own words, by the id of the element that shows them (the page's markup is English). */
const PAGE_TEXT: Readonly<Record<string, SecureSiteKey>> = {
  'approve-hidden': 'page.hidden',
  'approve-busy': 'page.busy',
  'approve-scroll': 'page.scroll',
  reject: 'page.reject',
  accept: 'page.approve',
  review: 'page.review',
  'passkey-busy': 'passkey.busy',
  'passkey-cancel': 'passkey.cancel',
}

/** The catalogue of a locale of `LOCALES`: English built in, any other its own chunk (English if it fails to load). */
function loadMessages(code: LocaleCode): Promise<SecureSiteMessages> {
  if (code === 'en') return Promise.resolve(en)
  // Each catalogue is a file of its own beside the page's script (`strings/<code>.js`), fetched by its URL: the page
  // script stays one file, and no catalogue is in it but English.
  const url = new URL(`strings/${code}.js`, import.meta.url).href
  return (import(/* @vite-ignore */ url) as Promise<{ default: SecureSiteMessages }>).then(
    (module) => module.default,
    () => en,
  )
}

const listeners = new Set<() => void>()

/** Calls `listener` whenever another locale is shown (the open approval card writes itself again). */
export function onLocaleChange(listener: () => void): void {
  listeners.add(listener)
}

/** Puts the current locale's words on the page, its language and its direction. */
function applyToPage(): void {
  if (typeof document !== 'undefined') {
    const root = document.documentElement
    root.lang = locale
    root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr'
    for (const [id, key] of Object.entries(PAGE_TEXT)) {
      const element = document.getElementById(id)
      if (element) element.textContent = t(key)
    }
  }
  for (const listener of listeners) listener()
}

/**
 * Shows the secure site in the locale the kit asks for (a locale code or `'auto'`, matched as the modal matches it,
 * with this browser's languages); resolves once its words are on the page.
 *
 * @example
 * await setLocale('de-AT') // the card says 'Ablehnen', 'Bestätigen'
 */
export function setLocale(requested: string | undefined): Promise<void> {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages ?? []
  // Only a language tag's shape is read; anything else shows English.
  const shaped = requested === undefined || (requested.length <= 35 && LOCALE_TAG.test(requested)) ? requested : 'en'
  const code = resolveLocale(shaped, languages)
  const load = loadMessages(code).then((loaded) => {
    if (loading !== load) return // a later locale was asked for meanwhile
    locale = code
    messages = loaded
    applyToPage()
  })
  loading = load
  return load
}

/** Resolves once the locale last asked for is shown. */
export function localeReady(): Promise<void> {
  return loading
}

/** The locale shown. */
export function currentLocale(): LocaleCode {
  return locale
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The plural category of `count` in the current locale (`'few'` for 3 in Russian). */
function pluralCategory(count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlLocale(locale))))
  return rules.select(count)
}

/**
 * A message in the current locale, English under it; a plural message (`<key>.one`, `<key>.other`, ...) by
 * `Intl.PluralRules` with `count`, written with the locale's digits.
 *
 * @example
 * t('page.reject') // 'Ablehnen' in German
 */
export function t(key: string, values: Readonly<Record<string, string>> = {}): string {
  return parts(key, values)
    .map((part) => (typeof part === 'string' ? part : part.ltr))
    .join('')
}

/** A part of a shown message: words, or a value that reads left to right (an amount, a token, a hash). */
export type MessagePart = string | { ltr: string }

/** A message as its parts, each placeholder's value a part of its own (see `t`). */
function parts(key: string, values: Readonly<Record<string, string>>): MessagePart[] {
  let template = messages[key] ?? en[key as SecureSiteKey]
  let shown = { ...values }
  if (template === undefined && `${key}.other` in en) {
    const count = Number(values['count'])
    const category = pluralCategory(count)
    template = messages[`${key}.${category}`] ?? messages[`${key}.other`] ?? en[`${key}.other` as SecureSiteKey]
    shown = { ...values, count: new Intl.NumberFormat(intlLocale(locale)).format(count) }
  }
  if (template === undefined) return [key]
  const result: MessagePart[] = []
  let last = 0
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const value = shown[match[1] as string]
    if (value === undefined) continue
    result.push(template.slice(last, match.index))
    result.push({ ltr: value })
    last = match.index + match[0].length
  }
  result.push(template.slice(last))
  return result.filter((part) => part !== '')
}

/** An English template of the chain packages' words, read back into its key and placeholder values. */
interface Template {
  key: string
  pattern: RegExp
  names: string[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Templates of `prefix` from English: plain ones first, then the most specific (most literal text) first. */
function templates(prefix: string): Template[] {
  const list = Object.entries(en)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, text]): Template & { literal: number } => {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
      const source = text
        .split(/\{\w+\}/)
        .map(escape)
        .reduce((pattern, piece, i) => `${pattern}${i ? (names[i - 1] === 'count' ? '(\\d+)' : '(.+)') : ''}${piece}`, '')
      return { key: key.replace(/\.(zero|one|two|few|many|other)$/, ''), pattern: new RegExp(`^${source}$`, 's'), names, literal: text.replace(/\{\w+\}/g, '').length }
    })
  return list.sort((a, b) => a.names.length - b.names.length || b.literal - a.literal)
}

let known: { title: Template[]; label: Template[]; value: Template[] } | undefined

/** Amount labels: their values are numbers with a symbol, written with the locale's digits and separators. */
const AMOUNT_LABELS = new Set(['Amount', 'Amount (base units)', 'Up to', 'You pay', 'You receive at least', 'Network fee'])

/**
 * An amount as the chain packages write it (`'0.1 ETH'`, `'≈ 0.000021 ETH'`, `'5'`), its number through `Intl` in
 * the current locale (en-US for English, SPEC.md §5), exactly; anything else as it is.
 *
 * @example
 * formatAmount('1234.5 TUSDC') // '1.234,5 TUSDC' in German
 */
export function formatAmount(text: string): string {
  const match = /^(≈ )?(\d+(?:\.\d+)?)(?: (.+))?$/s.exec(text)
  if (!match) return text
  const [, approx = '', number = '0', rest] = match
  // Intl formats a decimal string exactly (ES2023): no digit of an amount is rounded away.
  const written = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 20 }).format(number as unknown as number)
  const unit = rest === undefined ? '' : ` ${rest === en['value.unknownToken'] ? t('value.unknownToken') : rest}`
  return `${approx}${written}${unit}`
}

/**
 * Words of an approval as the chain packages write them in English (a title, a row's label or a value), in the
 * current locale: matched against the English catalogue's templates, each placeholder's value kept (amounts in
 * the locale's digits) as a left-to-right part. Words no template matches are shown as they are.
 *
 * @example
 * localize('title', 'Send 5 TUSDC') // ['Sende ', { ltr: '5 TUSDC' }] in German
 */
export function localize(kind: 'title' | 'label' | 'value', text: string): MessagePart[] {
  known ??= { title: templates('title.'), label: templates('label.'), value: templates('value.') }
  // A row of one of several transactions: '#2 Recipient'.
  const numbered = kind === 'label' ? /^#(\d+) (.+)$/s.exec(text) : null
  if (numbered) return [`#${new Intl.NumberFormat(intlLocale(locale)).format(Number(numbered[1]))} `, ...localize('label', numbered[2] as string)]
  for (const { key, pattern, names } of known[kind]) {
    const match = pattern.exec(text)
    if (!match) continue
    const values = Object.fromEntries(names.map((name, i) => [name, name === 'count' ? (match[i + 1] as string) : formatAmount(match[i + 1] as string)]))
    return parts(key, values)
  }
  return [text]
}

/** Whether a row's value is an amount (see `formatAmount`), by its English label. */
export function isAmountLabel(label: string): boolean {
  return AMOUNT_LABELS.has(label.replace(/^#\d+ /, ''))
}

/** The passkey panel's words for making a passkey (`protect`) or opening the account with one (`unlock`). */
export function passkeyText(kind: 'protect' | 'unlock'): { title: string; text: string; action: string } {
  return { title: t(`passkey.${kind}.title`), text: t(`passkey.${kind}.text`), action: t(`passkey.${kind}.action`) }
}
