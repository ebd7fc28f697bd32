import { describe, expect, it } from 'vitest'
import { formatBalance, formatDate, formatNumber, formatUsd, intlLocale, shortenAddress, truncateDecimals } from './format.js'

describe('truncateDecimals (SPEC §5: balances round down)', () => {
  it('rounds down, never up', () => {
    expect(truncateDecimals('1.23456', 3)).toBe('1.234')
    expect(truncateDecimals('0.9999', 3)).toBe('0.999')
    expect(truncateDecimals('2.5', 0)).toBe('2')
  })
  it('pads to the number of places', () => {
    expect(truncateDecimals('10000', 3)).toBe('10000.000')
    expect(truncateDecimals('0.5', 3)).toBe('0.500')
  })
  it('is exact for long decimal strings and reads numbers and exponents', () => {
    expect(truncateDecimals('123456789012345678901.123456789', 3)).toBe('123456789012345678901.123')
    expect(truncateDecimals(1e-7, 3)).toBe('0.000')
    expect(truncateDecimals('1e3', 3)).toBe('1000.000')
    expect(truncateDecimals(0.1 + 0.2, 3)).toBe('0.300')
  })
  it('reads garbage as zero and drops the sign of a negative zero', () => {
    expect(truncateDecimals('abc', 3)).toBe('0.000')
    expect(truncateDecimals('-0.0001', 3)).toBe('0.000')
    expect(truncateDecimals('-1.2345', 2)).toBe('-1.23')
  })
})

describe('formatBalance', () => {
  it('groups for the locale with 3 decimals and the symbol', () => {
    expect(formatBalance('10000', 'ETH', 'en')).toBe('10,000.000 ETH')
    expect(formatBalance('10000.000', 'ETH', 'en')).toBe('10,000.000 ETH')
    expect(formatBalance('1234.56789', 'SOL', 'en')).toBe('1,234.567 SOL')
    expect(formatBalance('0.0009', 'ETH', 'en')).toBe('0.000 ETH')
    expect(formatBalance('10000.9999', 'ETH', 'de')).toBe('10.000,999 ETH')
  })
  it('keeps every digit of a large balance', () => {
    expect(formatBalance('123456789012345678.9999', 'ETH', 'en')).toBe('123,456,789,012,345,678.999 ETH')
  })
  it('leaves the symbol out when there is none', () => {
    expect(formatBalance('1', undefined, 'en')).toBe('1.000')
  })
})

describe('numbers, dollars and dates (SPEC §5)', () => {
  it('shows numbers with 2 decimals by default', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50')
    expect(formatNumber('0.125', 'en', 1)).toBe('0.1')
    expect(formatNumber(1234.5, 'de')).toBe('1.234,50')
  })
  it('shows dollar values with 2 decimals', () => {
    expect(formatUsd(1234.567, 'en')).toBe('$1,234.57')
    expect(formatUsd(0, 'en')).toBe('$0.00')
    expect(formatUsd(Number.NaN, 'en')).toBe('$0.00')
    expect(formatUsd(5, 'de')).toMatch(/^5,00\s\$$/u)
  })
  it('shows dates as short month and day', () => {
    expect(formatDate(new Date(2024, 2, 5), 'en')).toBe('Mar 5')
    expect(formatDate(new Date(2024, 2, 5), 'de')).toBe('5. März')
  })
  it('reads en as en-US and falls back for invalid tags', () => {
    expect(intlLocale('en')).toBe('en-US')
    expect(intlLocale('de')).toBe('de')
    expect(intlLocale('not a locale!')).toBe('en-US')
    expect(formatNumber(1, 'not a locale!')).toBe('1.00')
  })
})

describe('every locale through Intl', () => {
  it("groups and separates as the locale writes numbers, English staying en-US", () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ')
    expect(nbsp(formatBalance('10000.5', 'ETH', 'ru'))).toBe('10 000,500 ETH')
    expect(formatBalance('10000.5', 'ETH', 'pt-BR')).toBe('10.000,500 ETH')
    expect(formatBalance('10000.5', 'ETH', 'fa')).toBe(`${new Intl.NumberFormat('fa', { minimumFractionDigits: 3 }).format(10000.5)} ETH`)
    expect(formatBalance('10000.5', 'ETH', 'en')).toBe('10,000.500 ETH')
  })
  it('writes dates as the locale does', () => {
    expect(formatDate(new Date(2024, 2, 5), 'ja')).toBe('3月5日')
    expect(formatDate(new Date(2024, 2, 5), 'en')).toBe('Mar 5')
  })
})

describe('shortenAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(shortenAddress('short')).toBe('short')
    expect(shortenAddress(undefined)).toBe('')
  })
})
