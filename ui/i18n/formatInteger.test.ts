import { describe, expect, it, vi } from 'vitest'
import { formatInteger } from './formatInteger.js'

describe('formatInteger', () => {
  it('writes en-US integers as Intl does, without creating a formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 })
    const integers = [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]
    const made = vi.spyOn(Intl, 'NumberFormat')
    const ours = integers.map((n) => formatInteger(n, 'en'))
    expect(made).not.toHaveBeenCalled()
    made.mockRestore()
    expect(ours).toEqual(integers.map((n) => intl.format(n)))
    // Other locales, and what is not a safe integer, through Intl.
    expect(formatInteger(1234, 'de')).toBe('1.234')
    expect(formatInteger(1234.5, 'en')).toBe(intl.format(1234.5))
    expect(formatInteger(-0, 'en')).toBe(intl.format(-0))
  })
})
