// The locales Portico speaks, and how a requested locale or the visitor's languages pick one. Leaf module.

/**
 * Every locale the modal and the built-in plugins ship, one chunk each per module (`strings/<code>.ts`). A plugin
 * is asked for its strings by one of these codes.
 */
export const LOCALES = [
  'ar', 'de', 'en', 'es', 'fa', 'fil', 'fr', 'he', 'hi', 'id', 'it', 'ja',
  'ko', 'ms', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW',
] as const

/** A code of `LOCALES`. */
export type LocaleCode = (typeof LOCALES)[number]

/** Locales written right to left: the modal mirrors in them. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** Whether a locale of `LOCALES` is written right to left. */
export function isRightToLeft(code: string): boolean {
  return RIGHT_TO_LEFT.has(code)
}

/**
 * The best supported locale for one language tag: its language, with Chinese by script (Traditional for
 * `zh-HK`, `zh-MO`, `zh-TW` and `zh-Hant`, Simplified otherwise) and every Portuguese as `pt-BR`.
 */
function matchTag(tag: string): LocaleCode | undefined {
  let locale: Intl.Locale
  try {
    const { language, script } = (locale = new Intl.Locale(tag.replace(/_/gu, '-')))
    // Only a Chinese tag without its script (zh-HK: Traditional) or an undetermined language needs the likely
    // subtags, whose data costs tens of milliseconds the first time a page asks.
    if (language === 'zh' ? !script : !language || language === 'und') locale = locale.maximize()
  } catch {
    return undefined
  }
  const language = locale.language === 'tl' ? 'fil' : locale.language
  if (language === 'zh') return locale.script === 'Hant' ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  return (LOCALES as readonly string[]).includes(language) ? (language as LocaleCode) : undefined
}

/**
 * The locale to show: the requested one's best match, or with `'auto'` (or none) the first of the visitor's
 * languages (`navigator.languages`) that has one; English when nothing matches.
 *
 * @example
 * resolveLocale('auto', ['fr-CA', 'en']) // 'fr'
 * resolveLocale('zh-HK', []) // 'zh-TW'
 */
export function resolveLocale(requested: string | undefined, languages: readonly string[]): LocaleCode {
  const tags = !requested || requested === 'auto' ? languages : [requested]
  for (const tag of tags) {
    const code = matchTag(tag)
    if (code) return code
  }
  return 'en'
}

/** The visitor's languages, most preferred first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}
