import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, fakeConnector, testKit } from '../../test/fixtures.js'

describe('close (SPEC §2 Closing)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resets the view to Connect and clears loading (SPEC §2)', async () => {
    const kit = testKit()
    await kit.open()
    kit.kernel.router.push('AllWallets')
    const state = kit.kernel.state as { modal: { loading: boolean } }
    state.modal.loading = true
    kit.close()
    expect(kit.getState().open).toBe(false)
    expect(kit.kernel.state.router.history).toEqual(['Connect'])
    expect(kit.kernel.state.modal.loading).toBe(false)
  })

  it('in embedded mode shows Account when connected and Connect when not (SPEC §2)', async () => {
    const kit = testKit({ enableEmbedded: true, connectors: [fakeConnector()] })
    await kit.ready()
    await kit.open()
    kit.kernel.router.push('AllWallets')
    kit.close()
    expect(kit.kernel.state.router.view).toBe('Connect')
    await kit.connect('test-wallet')
    await kit.open({ view: 'Networks' })
    kit.close()
    expect(kit.kernel.state.router.view).toBe('Account')
  })

  it('a close guard keeps the modal open and shakes it for 500 ms (SPEC §4, §9)', async () => {
    const kit = testKit()
    await kit.open({ view: 'SwitchNetwork', data: { network: arbitrum } })
    const removeGuard = kit.kernel.modal.addCloseGuard((view) => view !== 'SwitchNetwork')
    vi.useFakeTimers()
    kit.close()
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(kit.kernel.state.modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.kernel.state.modal.shake).toBe(false)
    removeGuard()
    kit.close()
    expect(kit.getState().open).toBe(false)
  })

  it('emits MODAL_CLOSE only when it was open', async () => {
    const kit = testKit()
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.event))
    kit.close()
    await kit.open()
    kit.close()
    expect(events.filter((e) => e === 'MODAL_CLOSE')).toHaveLength(1)
  })
})
