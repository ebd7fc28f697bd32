import { describe, expect, it } from 'vitest'
import { isValidName } from './isValidName.js'

describe('isValidName (SPEC §5 ENS name)', () => {
  it('accepts names of letters, digits and hyphens with a top-level label', () => {
    for (const name of ['vitalik.eth', 'my-name.eth', 'abc1.base.eth', 'a.bc', 'münchen.eth'])
      expect(isValidName(name), name).toBe(true)
  })

  it('refuses names shaped like an address, and anything else', () => {
    for (const name of [
      '0x000…dEaD',
      '0x000000000000000000000000000000000000dEaD',
      '0xdead.eth',
      'pay.0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045.eth',
      'vitalik',
      'a.b',
      'vit alik.eth',
      'vit\u200Balik.eth',
      'evil\u202Ehte.com',
      '.eth',
      'name..eth',
      'name.eth.',
      'x'.repeat(300) + '.eth',
    ])
      expect(isValidName(name), JSON.stringify(name)).toBe(false)
  })
})
