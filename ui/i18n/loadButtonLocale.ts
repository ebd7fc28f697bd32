import type { ButtonStrings } from './buttons.js'
import { browserLanguages, resolveLocale } from './locales.js'

/**
 * The locale `requested` resolves to and its button strings (`strings/buttons/<code>.ts`); no strings for
 * English, or when the locale's chunk fails to load (the buttons keep their built-in English).
 */
export async function loadButtonLocale(requested: string): Promise<{ locale: string; strings?: ButtonStrings }> {
  const locale = resolveLocale(requested, browserLanguages())
  if (locale === 'en') return { locale }
  try {
    return { locale, strings: ((await import(`./strings/buttons/${locale}.ts`)) as { default: ButtonStrings }).default }
  } catch {
    return { locale: 'en' }
  }
}
