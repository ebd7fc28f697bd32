import { describe, expect, it } from 'vitest'
import { evmCoinType, nameCoinTypes } from './evmCoinType.js'

describe('evmCoinType (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and the chain id with the high bit set elsewhere', () => {
    expect(evmCoinType(1)).toBe('60')
    expect(evmCoinType(10)).toBe('2147483658')
    expect(evmCoinType('31337')).toBe(String(2147483648 + 31337))
    // SPEC §5: chain ids of 2147483648 and more have no coin type of their own.
    expect(evmCoinType(2147483648)).toBe('60')
  })

  it("lists the chain's coin type, then Ethereum's, for reading a profile's address", () => {
    expect(nameCoinTypes(10)).toEqual(['2147483658', '60'])
    expect(nameCoinTypes(1)).toEqual(['60'])
    expect(nameCoinTypes(2147483648)).toEqual(['60'])
  })
})
