import { describe, expect, it } from 'vitest'
import { arbitrum, fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'
import type { AppKitOptions } from '../options/types.js'
import type { Connector } from '../types/connector.js'

async function connectedKernel(options: Partial<AppKitOptions> = {}, connector = fakeConnector()) {
  const kit = testKit({ connectors: [connector as Connector], ...options })
  await kit.ready()
  await kit.connect(connector.id)
  return { kit, kernel: kit.kernel, connector: connector as ReturnType<typeof fakeConnector> }
}

describe('selecting a network (SPEC §4 Network switching)', () => {
  it('goes to SwitchNetwork when connected on that family and confirmation is on (SPEC §4)', async () => {
    const { kit, kernel } = await connectedKernel()
    await kit.open({ view: 'Networks' })
    await kernel.selectNetwork(arbitrum)
    expect(kernel.state.router.view).toBe('SwitchNetwork')
    expect(kernel.state.router.data).toEqual({ network: arbitrum })
  })

  it('switches at once when the confirmation is turned off', async () => {
    const { kit, kernel, connector } = await connectedKernel({ enableNetworkSwitchConfirmation: false })
    await kit.open({ view: 'Networks' })
    await kernel.selectNetwork(arbitrum)
    expect(connector.calls).toContain('switch:eip155:42161')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
  })

  it('goes to SwitchActiveChain when connected on another family but not the target (SPEC §4)', async () => {
    const { kit, kernel } = await connectedKernel({ networks: [mainnet, solanaMainnet] })
    await kit.open({ view: 'Networks' })
    await kernel.selectNetwork(solanaMainnet)
    expect(kernel.state.router.view).toBe('SwitchActiveChain')
  })

  it('after a confirmed switch returns to where the network list was opened from', async () => {
    const { kit, kernel } = await connectedKernel()
    await kit.open()
    kernel.router.push('Networks')
    await kernel.selectNetwork(arbitrum)
    await kernel.confirmNetworkSwitch(arbitrum)
    expect(kernel.state.router.view).toBe('Account')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
  })

  it('goes back when the confirmed switch fails (SPEC §4)', async () => {
    const connector = fakeConnector({ switchNetwork: async () => Promise.reject(new Error('rejected')) })
    const { kit, kernel } = await connectedKernel({}, connector)
    await kit.open({ view: 'Networks' })
    await kernel.selectNetwork(arbitrum)
    await expect(kernel.confirmNetworkSwitch(arbitrum)).rejects.toThrow('rejected')
    expect(kernel.state.router.view).toBe('Networks')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('a switch clears any form in progress by emitting SWITCH_NETWORK (SPEC §4)', async () => {
    const kit = testKit()
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.event))
    await kit.switchNetwork(arbitrum)
    expect(events).toEqual(['SWITCH_NETWORK'])
  })
})
