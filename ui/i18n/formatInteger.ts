// Integers without Intl where the output is known: its own module, so the hosts' buttons, which import the
// formatters, do not carry it.
import { formatNumber, intlLocale } from './format.js'

/**
 * An integer in the locale's digits and grouping, as `formatNumber(value, locale, 0)` writes it; en-US's without
 * Intl (digits grouped by three with commas): a page's first `Intl.NumberFormat` loads the browser's locale data,
 * tens of milliseconds on a desktop and more on a phone, and Connect's first frame shows the All Wallets count.
 *
 * @example
 * formatInteger(1230, 'en') // '1,230'
 */
export function formatInteger(value: number, locale: string): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0) || intlLocale(locale) !== 'en-US') return formatNumber(value, locale, 0)
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/gu, ',')
  return value < 0 ? `-${grouped}` : grouped
}
