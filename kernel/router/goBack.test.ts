import { describe, expect, it } from 'vitest'
import { fakeConnector, testKit } from '../../test/fixtures.js'

describe('goBack (SPEC §2 Going back)', () => {
  it('pops the history', async () => {
    const kit = testKit()
    await kit.open()
    kit.kernel.router.push('AllWallets')
    kit.kernel.router.push('ConnectingExternal', { connectorId: 'x' })
    kit.kernel.router.goBack()
    expect(kit.kernel.state.router.view).toBe('AllWallets')
    expect(kit.kernel.state.router.history).toEqual(['Connect', 'AllWallets'])
  })

  it('shows Account instead of Connect while an address exists (SPEC §2)', async () => {
    const kit = testKit({ connectors: [fakeConnector()] })
    await kit.ready()
    await kit.open()
    kit.kernel.router.push('ConnectingExternal', { connectorId: 'test-wallet' })
    await kit.connect('test-wallet')
    kit.kernel.router.goBack()
    expect(kit.kernel.state.router.view).toBe('Account')
    expect(kit.kernel.state.router.history).toEqual(['Account'])
  })

  it('closes the modal with one entry left (SPEC §2)', async () => {
    const kit = testKit()
    await kit.open()
    kit.kernel.router.goBack()
    expect(kit.getState().open).toBe(false)
  })
})
