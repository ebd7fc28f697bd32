import type { AmountsCapability } from './adapter.js'

/** Digits with at most one `.`; no sign, exponent or grouping. */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/u

/**
 * Amounts as decimal strings over base units, exact and never through a float: the `amounts` capability of
 * chain families whose amounts are a whole number of base units with a token's decimals (eip155, solana, …).
 *
 * `parse` is `parseUnits` without its rounding: digits past the token's `decimals` are refused
 * (`tooManyDecimals`) unless they are zeros or `truncate` is set; anything but digits and one `.` is
 * `invalidAmount`. Commas are refused rather than guessed (`1,000` or `1,5`?). `format` is `formatUnits`
 * without trailing zeros.
 *
 * @example
 * decimalAmounts.parse('1.5', 6) // { value: 1500000n }
 * decimalAmounts.parse('0.0000001', 6) // { issue: 'tooManyDecimals' }
 * decimalAmounts.parse('1e3', 18) // { issue: 'invalidAmount' }
 * decimalAmounts.format(1500000n, 6) // '1.5'
 */
export const decimalAmounts: AmountsCapability = {
  parse(text, decimals, { truncate = false } = {}) {
    const match = DECIMAL.exec(text.trim())
    const whole = match?.[1] ?? ''
    const fraction = match?.[2] ?? ''
    if (!match || (whole === '' && fraction === '')) return { issue: 'invalidAmount' }
    if (!truncate && /[1-9]/u.test(fraction.slice(decimals))) return { issue: 'tooManyDecimals' }
    return { value: BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`) }
  },
  format(value, decimals) {
    const negative = value < 0n
    const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
    const whole = digits.slice(0, digits.length - decimals)
    const fraction = digits.slice(digits.length - decimals).replace(/0+$/u, '')
    return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
  },
}
