// Number, date and address formatting with Intl for the active locale (SPEC.md §5). Leaf module: the host
// buttons (`portico/react`) use it too, so it imports nothing.

const formats = new Map<string, Intl.NumberFormat>()

/** The Intl locale of a catalogue locale: `'en'` reads as en-US (SPEC.md §5); an invalid tag falls back to it. */
export function intlLocale(locale: string | undefined): string {
  if (!locale || locale === 'en') return 'en-US'
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US'
  } catch {
    return 'en-US'
  }
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlLocale(locale), options)))
  return format
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/u

/** A number or numeric string as a plain decimal string (`'1e-7'` → `'0.0000001'`); `'0'` when not a number. */
function toPlainDecimal(value: string | number): string {
  const text = typeof value === 'string' ? value.trim() : ''
  if (PLAIN_DECIMAL.test(text)) return text
  const number = typeof value === 'number' ? value : Number(text)
  if (!Number.isFinite(number)) return '0'
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * Rounds down (towards zero) to `decimals` places, exactly, as a plain decimal string with that many places.
 *
 * @example
 * truncateDecimals('1.23456', 3) // '1.234'
 * truncateDecimals('10000', 3) // '10000.000'
 */
export function truncateDecimals(value: string | number, decimals: number): string {
  const plain = toPlainDecimal(value)
  const negative = plain.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.')
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  const result = decimals > 0 ? `${whole}.${kept}` : whole
  return negative && /[1-9]/u.test(result) ? `-${result}` : result
}

/** A plain decimal string with exactly `decimals` places, grouped for the locale; exact for long strings. */
function formatDecimal(plain: string, locale: string, decimals: number): string {
  const format = numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  // Intl formats decimal strings exactly (ES2023); older engines read them as numbers, which is close enough
  // after the truncation above.
  return format.format(plain as unknown as number)
}

/**
 * A native balance rounded down to 3 decimals with its symbol (SPEC.md §5).
 *
 * @example
 * formatBalance('10000', 'ETH', 'en') // '10,000.000 ETH'
 * formatBalance('0.12345', 'ETH', 'de') // '0,123 ETH'
 */
export function formatBalance(balance: string | number, symbol: string | undefined, locale: string): string {
  const amount = formatDecimal(truncateDecimals(balance, 3), locale, 3)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * A number with `decimals` places (2 by default, SPEC.md §5), rounded to nearest.
 *
 * @example
 * formatNumber(1234.5, 'en') // '1,234.50'
 */
export function formatNumber(value: string | number, locale: string, decimals = 2): string {
  const number = typeof value === 'number' ? value : Number(toPlainDecimal(value))
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(number)
}

/**
 * A dollar value with 2 decimals (SPEC.md §5).
 *
 * @example
 * formatUsd(1234.567, 'en') // '$1,234.57'
 */
export function formatUsd(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(value) ? value : 0)
}

/**
 * A date as short month plus day (SPEC.md §5).
 *
 * @example
 * formatDate(new Date('2024-03-05'), 'en') // 'Mar 5'
 */
export function formatDate(date: Date | number | string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric' }).format(new Date(date))
}

/**
 * An address shortened in the middle.
 *
 * @example
 * shortenAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x1234…5678'
 */
export function shortenAddress(address: string | undefined): string {
  if (!address) return ''
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
