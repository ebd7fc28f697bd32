import { describe, expect, it } from 'vitest'
import { isExcludedWallet } from './isExcludedWallet.js'

describe('isExcludedWallet', () => {
  it('matches by rdns (SPEC §5)', () => {
    const excluded = [{ name: 'MetaMask', rdns: 'io.metamask' }]
    expect(isExcludedWallet({ name: 'Other', rdns: 'io.metamask' }, excluded)).toBe(true)
  })

  it('matches by case-insensitive name (SPEC §5)', () => {
    expect(isExcludedWallet({ name: 'METAMASK' }, [{ name: 'MetaMask' }])).toBe(true)
  })

  it('does not match on a missing rdns on both sides', () => {
    expect(isExcludedWallet({ name: 'Rainbow' }, [{ name: 'MetaMask' }])).toBe(false)
    expect(isExcludedWallet({ name: 'Rainbow', rdns: null }, [{ name: 'MetaMask', rdns: null }])).toBe(false)
    expect(isExcludedWallet({ name: 'Rainbow' }, [])).toBe(false)
  })
})
