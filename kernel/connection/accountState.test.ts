import { describe, expect, it } from 'vitest'
import { testKit } from '../../test/fixtures.js'

describe('account state (SPEC §3, §4, §8)', () => {
  it("refuses an update without a chain: 'Chain is required to update chain account data' (SPEC §8)", () => {
    const kit = testKit()
    expect(() => kit.kernel.setAccountProps(undefined as never, { balance: '1' })).toThrow(
      'Chain is required to update chain account data',
    )
  })

  it('keeps one account per chain family with the fields of SPEC §3', () => {
    const kit = testKit()
    kit.kernel.setAccountProps('solana', { balance: '2', balanceSymbol: 'SOL' })
    expect(kit.kernel.getAccount('solana')).toMatchObject({
      currentTab: 'Tokens',
      tokenBalance: [],
      smartAccountDeployed: false,
      addressLabels: {},
      allAccounts: [],
      status: 'disconnected',
      balance: '2',
      balanceSymbol: 'SOL',
    })
    expect(kit.kernel.getAccount('eip155')?.balance).toBeUndefined()
  })
})
