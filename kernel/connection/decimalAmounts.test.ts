import { formatUnits, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { decimalAmounts } from './decimalAmounts.js'

const { parse: parseAmount, format: formatAmount } = decimalAmounts

describe('decimalAmounts.parse', () => {
  it('reads decimals into base units exactly, as parseUnits does for amounts that fit the token', () => {
    const cases: [string, number][] = [
      ['1', 18],
      ['1.5', 6],
      ['0.000001', 6],
      ['.5', 18],
      ['2.', 18],
      ['000123.4500', 6],
      ['123456789012345678901234567890.123456789012345678', 18],
      ['0.1', 1],
      ['7', 0],
    ]
    for (const [text, decimals] of cases)
      expect(parseAmount(text, decimals), `${text} @${decimals}`).toEqual({ value: parseUnits(text, decimals) })
    // 0.1 + 0.2 style float errors cannot happen: no floats.
    expect(parseAmount('0.3', 18)).toEqual({ value: 300_000_000_000_000_000n })
    expect(parseAmount(' 1.25 ', 2)).toEqual({ value: 125n })
  })

  it('refuses more decimals than the token has, unless they are zeros (parseUnits would round)', () => {
    expect(parseAmount('0.0000001', 6)).toEqual({ issue: 'tooManyDecimals' })
    expect(parseUnits('0.0000005', 6)).toBe(1n) // what it avoids
    expect(parseAmount('1.5', 0)).toEqual({ issue: 'tooManyDecimals' })
    expect(parseAmount('1.000000000', 6)).toEqual({ value: 1_000_000n })
  })

  it('refuses anything but digits and one point', () => {
    for (const text of ['', ' ', '.', 'abc', '1e18', '-1', '+1', '1,5', '1,000', '1.2.3', '0x10', 'Infinity', '١'])
      expect(parseAmount(text, 18), JSON.stringify(text)).toEqual({ issue: 'invalidAmount' })
  })

  it('truncates a balance with more digits than the token when asked', () => {
    expect(parseAmount('1.23456789', 6, { truncate: true })).toEqual({ value: 1_234_567n })
  })
})

describe('decimalAmounts.format', () => {
  it('writes base units as a plain decimal without trailing zeros, like formatUnits', () => {
    const cases: [bigint, number][] = [
      [0n, 18],
      [1n, 18],
      [1_500_000n, 6],
      [10n ** 18n, 18],
      [123n, 0],
      [10n ** 30n + 1n, 18],
      [-1_500_000n, 6],
    ]
    for (const [value, decimals] of cases) expect(formatAmount(value, decimals)).toBe(formatUnits(value, decimals))
    expect(formatAmount(parseAmount('42.000042', 6).value ?? 0n, 6)).toBe('42.000042')
  })
})
