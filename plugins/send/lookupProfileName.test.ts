import { describe, expect, it } from 'vitest'
import { profileAddress } from './lookupProfileName.js'

describe('profileAddress', () => {
  it('picks the address under the first coin type the profile lists', () => {
    const profile = {
      name: 'bob.portico',
      addresses: { '60': { address: '0x60' }, '2147483658': { address: '0x10' } },
      attributes: {},
    }
    expect(profileAddress(profile, ['2147483658', '60'])).toBe('0x10')
    expect(profileAddress(profile, ['2147514985', '60'])).toBe('0x60')
    expect(profileAddress(profile, ['60'])).toBe('0x60')
    expect(profileAddress(profile, ['501'])).toBeUndefined()
    expect(profileAddress({ ...profile, addresses: {} }, ['60'])).toBeUndefined()
  })
})
