import { describe, expect, it } from 'vitest'
import { evmCoinType, profileAddress } from './lookupProfileName.js'

describe('evmCoinType (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and the chain id with the high bit set elsewhere', () => {
    expect(evmCoinType(1)).toBe('60')
    expect(evmCoinType(10)).toBe('2147483658')
    expect(evmCoinType('31337')).toBe(String(2147483648 + 31337))
    // SPEC §5: chain ids of 2147483648 and more have no coin type of their own.
    expect(evmCoinType(2147483648)).toBe('60')
  })

  it('picks the address of the chain, else the Ethereum one', () => {
    const profile = {
      name: 'bob.portico',
      addresses: { '60': { address: '0x60' }, '2147483658': { address: '0x10' } },
      attributes: {},
    }
    expect(profileAddress(profile, 10)).toBe('0x10')
    expect(profileAddress(profile, 1)).toBe('0x60')
    expect(profileAddress(profile, 31337)).toBe('0x60')
    expect(profileAddress({ ...profile, addresses: {} }, 1)).toBeUndefined()
  })
})
