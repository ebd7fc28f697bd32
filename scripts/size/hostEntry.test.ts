import { describe, expect, it } from 'vitest'
import { hostEntry } from './hostEntry.js'

describe('hostEntry', () => {
  it('imports every name and uses each binding', () => {
    expect(hostEntry({ portico: '{ createAppKit }' })).toBe(
      'import { createAppKit as i0 } from "portico"\nexport default [i0]\n',
    )
  })

  it('imports from several specifiers without clashing names', () => {
    expect(hostEntry({ portico: '{ createAppKit }', 'portico/networks': '{ mainnet, arbitrum }' })).toBe(
      'import { createAppKit as i0 } from "portico"\n' +
        'import { mainnet as i1, arbitrum as i2 } from "portico/networks"\n' +
        'export default [i0, i1, i2]\n',
    )
  })

  it('takes the imported name of an `as` import', () => {
    expect(hostEntry({ portico: '{ createAppKit as create }' })).toContain('import { createAppKit as i0 }')
  })

  it('refuses imports that are not named imports', () => {
    expect(() => hostEntry({ portico: 'createAppKit' })).toThrow('Expected named imports like "{ a, b }" for portico')
    expect(() => hostEntry({ portico: '{ }' })).toThrow('Expected named imports')
    expect(() => hostEntry({})).toThrow('A host entry needs at least one import')
  })
})
