import type { ChainNamespace } from 'portico'
import { describe, expectTypeOf, it } from 'vitest'
import './eip155.js'

declare module 'portico' {
  interface ChainFamilies {
    acme: true
  }
}

describe('ChainNamespace: the families their packages register (DESIGN.md Chains)', () => {
  it('holds eip155 once its package is in the program, and a host’s own family declared on portico', () => {
    expectTypeOf<'eip155'>().toExtend<ChainNamespace>()
    expectTypeOf<'acme'>().toExtend<ChainNamespace>()
    expectTypeOf<'tron'>().not.toExtend<ChainNamespace>()
  })
})
