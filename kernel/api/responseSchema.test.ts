import { describe, expect, it } from 'vitest'
import { readRemoteFeature } from './fetchRemoteFeatures.js'
import { isRecord, isStrings, readArray, responseSchema } from './responseSchema.js'
import { readWallet } from './walletDirectory.js'

describe('responseSchema', () => {
  const schema = responseSchema((data) => (typeof data === 'number' ? { n: data } : undefined), '{ n: number }')

  it('returns what the reader read', () => {
    expect(schema.safeParse(3)).toEqual({ success: true, data: { n: 3 } })
  })

  it('fails with an error that says what was expected', () => {
    const result = schema.safeParse('3')
    expect(result.success).toBe(false)
    expect(!result.success && result.error).toEqual(new TypeError('Expected { n: number }'))
  })
})

describe('JSON helpers', () => {
  it('isRecord accepts objects only', () => {
    expect([{}, { a: 1 }].every(isRecord)).toBe(true)
    expect([null, [], 'x', 1, undefined].some(isRecord)).toBe(false)
  })

  it('isStrings accepts arrays of strings only', () => {
    expect(isStrings([])).toBe(true)
    expect(isStrings(['a', 'b'])).toBe(true)
    expect(isStrings(['a', 1])).toBe(false)
    expect(isStrings('a')).toBe(false)
  })

  it('readArray reads every item, or nothing when one does not fit', () => {
    const double = (item: unknown) => (typeof item === 'number' ? item * 2 : undefined)
    expect(readArray([1, 2], double)).toEqual([2, 4])
    expect(readArray([1, 'x'], double)).toBeUndefined()
    expect(readArray({ 0: 1 }, double)).toBeUndefined()
  })
})

describe('readWallet (SPEC §3 Wallet)', () => {
  it('keeps the known fields, null included, and drops unknown ones', () => {
    expect(
      readWallet({ id: 'a', name: 'A', rdns: null, image_id: 'i', chains: ['eip155:1'], order: 3, badge_type: 'x' }),
    ).toEqual({ id: 'a', name: 'A', rdns: null, image_id: 'i', chains: ['eip155:1'] })
    expect(Object.keys(readWallet({ id: 'a', name: 'A' })!)).toEqual(['id', 'name'])
    expect(readWallet({ id: 'a', name: 'A', chains: null })).toEqual({ id: 'a', name: 'A', chains: null })
  })

  it('rejects a wallet without id or name, or with a field of the wrong type', () => {
    for (const wallet of [
      { name: 'A' },
      { id: 'a' },
      { id: 1, name: 'A' },
      { id: 'a', name: 'A', mobile_link: 5 },
      { id: 'a', name: 'A', chains: 'eip155:1' },
      { id: 'a', name: 'A', chains: [1] },
      null,
      [],
    ])
      expect(readWallet(wallet)).toBeUndefined()
  })
})

describe('readRemoteFeature (SPEC §7)', () => {
  it('reads id, isEnabled and an optional config of strings or null', () => {
    expect(readRemoteFeature({ id: 'swap', isEnabled: false, extra: 1 })).toEqual({ id: 'swap', isEnabled: false })
    expect(readRemoteFeature({ id: 'swap', isEnabled: true, config: null })).toEqual({
      id: 'swap',
      isEnabled: true,
      config: null,
    })
    expect(readRemoteFeature({ id: 's', isEnabled: true, config: ['google'] })).toEqual({
      id: 's',
      isEnabled: true,
      config: ['google'],
    })
  })

  it('rejects a feature of the wrong shape', () => {
    for (const feature of [
      { id: 1, isEnabled: true },
      { id: 's', isEnabled: 'yes' },
      { id: 's', isEnabled: true, config: [1] },
      { id: 's', isEnabled: true, config: 'google' },
      'email',
    ])
      expect(readRemoteFeature(feature)).toBeUndefined()
  })
})
