import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

describe('getConnectMethodsOrder', () => {
  it('defaults to email, social, wallet (SPEC §2)', () => {
    expect(getConnectMethodsOrder({ hasVisibleWallets: false })).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallet first when an injected or announced wallet is visible (SPEC §2)', () => {
    expect(getConnectMethodsOrder({ hasVisibleWallets: true })).toEqual(['wallet', 'email', 'social'])
  })

  it("uses the host's order when given", () => {
    expect(getConnectMethodsOrder({ custom: ['social', 'wallet', 'email'], hasVisibleWallets: true })).toEqual([
      'social',
      'wallet',
      'email',
    ])
  })

  it('falls back to the default for an empty custom order', () => {
    expect(getConnectMethodsOrder({ custom: [], hasVisibleWallets: false })).toEqual(['email', 'social', 'wallet'])
  })
})
