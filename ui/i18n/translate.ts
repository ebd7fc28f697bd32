import { en, specId, type Catalogue, type MessageKey } from './en.js'
import { intlLocale } from './format.js'
import { resolveLocale, type LocaleCode } from './locales.js'

/** Values put into a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

/** Messages by key, in one language. */
type Messages = Readonly<Record<string, string>>

const loaded = new Map<string, Catalogue>([['en', en]])

/** The catalogue of a locale of `LOCALES` if it is loaded already. */
export function loadedCatalogue(code: LocaleCode): Catalogue | undefined {
  return loaded.get(code)
}

/**
 * Loads the modal's catalogue of a locale of `LOCALES`, its chunk `strings/<code>.ts` (English is built in);
 * English when the chunk fails to load.
 */
export async function loadCatalogue(code: LocaleCode): Promise<Catalogue> {
  const known = loaded.get(code)
  if (known) return known
  try {
    const catalogue = (await (await import('./catalogueChunks.js')).default(code)).default
    loaded.set(code, catalogue)
    return catalogue
  } catch {
    return en
  }
}

/** Starts loading the catalogue a requested locale (or `'auto'`) resolves to, with the visitor's languages. */
export function preloadCatalogue(requested: string, languages: readonly string[]): void {
  void loadCatalogue(resolveLocale(requested, languages))
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * interpolate('Continue in {wallet}', { wallet: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/gu, (match, name: string) => (name in values ? String(values[name]) : match))
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The plural category of `count` in `locale`, through `Intl.PluralRules` (`'few'` for 3 in Russian). */
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlLocale(locale))))
  return rules.select(count)
}

/**
 * A message in `locale` from its messages, English under them: with a numeric `count` and plural forms
 * (`<key>.one`, `<key>.other`, ...), the form `Intl.PluralRules` picks, `{count}` written with the locale's
 * digits; `undefined` when neither has the key.
 *
 * @example
 * pickMessage('ru', ru, en, 'wallets.count', { count: 3 }) // '3 кошелька'
 */
export function pickMessage(locale: string, messages: Messages, english: Messages, key: string, values?: MessageValues): string | undefined {
  const count = values?.count
  if (typeof count === 'number' && (`${key}.other` in messages || `${key}.other` in english)) {
    const form = `${key}.${pluralCategory(locale, count)}`
    const own = messages[form] ?? messages[`${key}.other`]
    const template = own ?? english[`${key}.${pluralCategory('en', count)}`] ?? (english[`${key}.other`] as string)
    const shown = own === undefined ? 'en' : locale
    return interpolate(template, { ...values, count: new Intl.NumberFormat(intlLocale(shown)).format(count) })
  }
  const template = messages[key] ?? english[key]
  return template === undefined ? undefined : interpolate(template, values)
}

/** A message of the catalogue, English when a catalogue lacks it, the key itself when English does too. */
export function translate(locale: string, catalogue: Catalogue, key: MessageKey, values?: MessageValues): string {
  return pickMessage(locale, catalogue.messages, en.messages, key, values) ?? key
}

/** A kernel message in SPEC.md wording, translated when the catalogue knows it, else the text itself. */
export function translateSpec(catalogue: Catalogue, text: string): string {
  const id = specId(text)
  return (id && catalogue.spec[id]) || text
}
