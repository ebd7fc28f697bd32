import { describe, expect, it } from 'vitest'
import { fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'

describe('preferred account types (SPEC §3, §6)', () => {
  it('are the defaults at start-up: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', async () => {
    const kit = testKit({ networks: [mainnet, solanaMainnet] })
    await kit.ready()
    const defaults = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' }
    expect(kit.getAccount().preferredAccountTypes).toEqual(defaults)
    expect(kit.kernel.account.get('solana')?.preferredAccountTypes).toEqual(defaults)
  })

  it('are overridden one by one by defaultAccountTypes, and stay through a connect and a disconnect', async () => {
    const kit = testKit({ connectors: [fakeConnector()], defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' } })
    await kit.ready()
    const expected = { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'ordinal' }
    expect(kit.getAccount().preferredAccountTypes).toEqual(expected)
    await kit.connect('test-wallet')
    await kit.disconnect()
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined, preferredAccountTypes: expected })
  })
})
