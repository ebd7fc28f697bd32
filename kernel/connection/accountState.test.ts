import { describe, expect, it } from 'vitest'
import { testKit } from '../../test/fixtures.js'

describe('account state (SPEC §3, §4, §8)', () => {
  it("refuses an update without a chain: 'Chain is required to update chain account data' (SPEC §8)", () => {
    const kit = testKit()
    expect(() => kit.kernel.setAccountTab(undefined as never, 'Activity')).toThrow(
      'Chain is required to update chain account data',
    )
  })

  it('keeps one account per chain family with the fields of SPEC §3', () => {
    const kit = testKit()
    kit.kernel.setAccountTab('solana', 'Activity')
    expect(kit.kernel.account.get('solana')).toMatchObject({
      currentTab: 'Activity',
      tokenBalance: [],
      smartAccountDeployed: false,
      addressLabels: {},
      allAccounts: [],
      status: 'disconnected',
    })
    expect(kit.kernel.account.get('eip155')?.currentTab).toBe('Tokens')
  })
})
