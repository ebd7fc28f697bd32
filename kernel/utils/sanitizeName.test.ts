import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH, sanitizeName } from './sanitizeName.js'

describe('sanitizeName', () => {
  it('removes bidi controls, so a name reads as what it is', () => {
    expect(sanitizeName('Trust\u202EtellaW')).toBe('TrusttellaW')
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])
      expect(sanitizeName(`Rain${control}bow`)).toBe('Rainbow')
  })

  it('removes invisible characters', () => {
    expect(sanitizeName('Meta\u200BMask')).toBe('MetaMask')
    for (const hidden of ['\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u3164', '\u{E0041}'])
      expect(sanitizeName(`Meta${hidden}Mask`)).toBe('MetaMask')
  })

  it('makes control characters and runs of spaces or line breaks one space, and trims', () => {
    expect(sanitizeName('  Phantom\n\n\twallet\u2028x\u00A0 ')).toBe('Phantom wallet x')
    expect(sanitizeName('a\u0000b')).toBe('a b')
  })

  it('cuts long names, counting characters, not UTF-16 units', () => {
    expect(Array.from(sanitizeName('🦊'.repeat(100)))).toHaveLength(NAME_MAX_LENGTH)
    expect(sanitizeName('x'.repeat(5_000_000))).toHaveLength(NAME_MAX_LENGTH)
    expect(sanitizeName('abcdef', 3)).toBe('abc')
  })

  it('keeps ordinary names, other scripts and emoji as they are', () => {
    for (const name of ['MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'ウォレット', 'محفظة', 'Ledger Live 🔒'])
      expect(sanitizeName(name)).toBe(name)
  })

  it('gives an empty string for what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['a']]) expect(sanitizeName(value)).toBe('')
  })
})
