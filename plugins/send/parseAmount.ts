/** Why a typed amount cannot be sent. */
export type AmountIssue = 'invalidAmount' | 'tooManyDecimals'

export type ParseAmountReturnType = { value: bigint; issue?: undefined } | { value?: undefined; issue: AmountIssue }

export interface ParseAmountOptions {
  /** Drops digits past `decimals` instead of refusing them (for balances, never for what the user typed). */
  truncate?: boolean
}

/** Digits with at most one `.`; no sign, exponent or grouping. */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/u

/**
 * Reads a decimal amount in base units (`parseUnits` without its rounding): exact, never through a float.
 * Digits past the token's `decimals` are refused (`tooManyDecimals`) unless they are zeros; anything but
 * digits and one `.` is `invalidAmount`. Commas are refused rather than guessed (`1,000` or `1,5`?).
 *
 * @example
 * parseAmount('1.5', 6) // { value: 1500000n }
 * parseAmount('0.0000001', 6) // { issue: 'tooManyDecimals' }
 * parseAmount('1e3', 18) // { issue: 'invalidAmount' }
 */
export function parseAmount(text: string, decimals: number, { truncate = false }: ParseAmountOptions = {}): ParseAmountReturnType {
  const trimmed = text.trim()
  const match = DECIMAL.exec(trimmed)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) return { issue: 'invalidAmount' }
  const extra = fraction.slice(decimals)
  if (!truncate && /[1-9]/u.test(extra)) return { issue: 'tooManyDecimals' }
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  return { value: BigInt(`${whole || '0'}${kept}`) }
}

/**
 * Base units as a plain decimal string, without trailing zeros (`formatUnits`).
 *
 * @example
 * formatAmount(1500000n, 6) // '1.5'
 * formatAmount(10n ** 18n, 18) // '1'
 */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/u, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
