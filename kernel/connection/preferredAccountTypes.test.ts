import { describe, expect, it } from 'vitest'
import { fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'

describe('preferred account types (SPEC §3, §6)', () => {
  it('are the defaults of the configured families at start-up, as their chain packages declare them', async () => {
    const kit = testKit({ networks: [mainnet, solanaMainnet] })
    await kit.ready()
    const defaults = { eip155: 'smartAccount', solana: 'eoa' }
    expect(kit.getAccount().preferredAccountTypes).toEqual(defaults)
    expect(kit.kernel.account.get('solana')?.preferredAccountTypes).toEqual(defaults)
  })

  it('are overridden one by one by defaultAccountTypes, and stay through a connect and a disconnect', async () => {
    const kit = testKit({ connectors: [fakeConnector()], defaultAccountTypes: { eip155: 'eoa' } })
    await kit.ready()
    expect(kit.getAccount().preferredAccountTypes).toEqual({ eip155: 'eoa' })
    await kit.connect('test-wallet')
    await kit.disconnect()
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined, preferredAccountTypes: { eip155: 'eoa' } })
  })

  it('leave out a family whose package declares no default, unless the host sets one', async () => {
    const adapters = [{ namespace: 'eip155', setup: () => undefined }, { namespace: 'solana', family: { label: 'Solana', accountType: 'eoa' }, setup: () => undefined }] as const
    const plain = testKit({ networks: [mainnet, solanaMainnet], adapters: [...adapters] })
    const set = testKit({ networks: [mainnet, solanaMainnet], adapters: [...adapters], defaultAccountTypes: { eip155: 'eoa' } })
    await Promise.all([plain.ready(), set.ready()])
    expect(plain.getAccount().preferredAccountTypes).toEqual({ solana: 'eoa' })
    expect(set.getAccount().preferredAccountTypes).toEqual({ eip155: 'eoa', solana: 'eoa' })
  })
})
