import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeConnector, testKit } from '../../test/fixtures.js'

describe('goBack (SPEC §2 Going back)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

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

  it('leaving the Farcaster view while not connected clears the url and reloads the auth connector ~100 ms later (SPEC §2)', async () => {
    const reload = vi.fn()
    const auth = fakeConnector({ id: 'auth', type: 'AUTH', reload })
    const kit = testKit({ connectors: [auth] })
    await kit.ready()
    await kit.open()
    kit.kernel.setAccountProps('eip155', { farcasterUrl: 'https://farcaster.example/connect' })
    kit.kernel.router.push('ConnectingFarcaster')
    vi.useFakeTimers()
    kit.kernel.router.goBack()
    expect(kit.kernel.state.router.view).toBe('Connect')
    vi.advanceTimersByTime(99)
    expect(reload).not.toHaveBeenCalled()
    expect(kit.kernel.account.get('eip155')?.farcasterUrl).toBe('https://farcaster.example/connect')
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(kit.kernel.account.get('eip155')?.farcasterUrl).toBeUndefined()
  })

  it('leaving the Farcaster view while connected reloads nothing (SPEC §2)', async () => {
    const reload = vi.fn()
    const kit = testKit({ connectors: [fakeConnector(), fakeConnector({ id: 'auth', type: 'AUTH', reload })] })
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.open()
    kit.kernel.router.push('ConnectingFarcaster')
    vi.useFakeTimers()
    kit.kernel.router.goBack()
    vi.advanceTimersByTime(200)
    expect(reload).not.toHaveBeenCalled()
  })
})
