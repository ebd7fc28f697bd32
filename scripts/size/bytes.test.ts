import { describe, expect, it } from 'vitest'
import { formatBytes, parseLimit } from './bytes.js'

describe('parseLimit', () => {
  it('reads limits in B, kB and MB with 1 kB = 1000 B', () => {
    expect(parseLimit('16 kB')).toBe(16_000)
    expect(parseLimit('1.5 kB')).toBe(1_500)
    expect(parseLimit('0.5 kB')).toBe(500)
    expect(parseLimit('500 B')).toBe(500)
    expect(parseLimit('2MB')).toBe(2_000_000)
  })

  it('refuses a limit it cannot read', () => {
    expect(() => parseLimit('16')).toThrow('Cannot read the limit "16"')
    expect(() => parseLimit('16 KiB')).toThrow('Cannot read the limit')
  })
})

describe('formatBytes', () => {
  it('shows bytes below 1 kB and kB with two decimals above', () => {
    expect(formatBytes(319)).toBe('319 B')
    expect(formatBytes(18_163)).toBe('18.16 kB')
    expect(formatBytes(16_000)).toBe('16.00 kB')
  })
})
