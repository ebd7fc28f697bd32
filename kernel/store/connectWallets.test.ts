import { describe, expect, it } from 'vitest'
import { testKit } from '../../test/fixtures.js'
import { expectedConnectWallets } from './connectWallets.js'

describe('expectedConnectWallets', () => {
  it('is the featured ids and the 4 recommended (SPEC §7) by default', () => {
    expect(expectedConnectWallets(testKit().kernel)).toEqual({ featuredIds: [], recommended: 4 })
    expect(expectedConnectWallets(testKit({ featuredWalletIds: ['a', 'b'] }).kernel)).toEqual({ featuredIds: ['a', 'b'], recommended: 4 })
  })

  it('leaves out excluded featured ids, and counts no more recommended than the included ids allow', () => {
    const kit = testKit({ featuredWalletIds: ['a', 'x'], includeWalletIds: ['a', 'b', 'c', 'x', 'c'], excludeWalletIds: ['x'] })
    // 'a' is featured and 'x' excluded: only 'b' and 'c' can be recommended.
    expect(expectedConnectWallets(kit.kernel)).toEqual({ featuredIds: ['a'], recommended: 2 })
  })
})
