import { describe, expect, it, vi } from 'vitest'
import { testKit } from '../../test/fixtures.js'

describe('transaction stack (SPEC §4)', () => {
  it('success runs onSuccess and keeps the view', async () => {
    const kit = testKit()
    await kit.open()
    const onSuccess = vi.fn()
    kit.kernel.router.pushTransaction({ view: 'ApproveTransaction', onSuccess })
    kit.kernel.router.popTransaction('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
    expect(kit.kernel.state.router.transactionStack).toHaveLength(0)
  })

  it.each(['error', 'cancel'] as const)('%s runs its callback and goes back (SPEC §4)', async (outcome) => {
    const kit = testKit()
    await kit.open()
    const onError = vi.fn()
    const onCancel = vi.fn()
    kit.kernel.router.pushTransaction({ view: 'ApproveTransaction', onError, onCancel })
    kit.kernel.router.popTransaction(outcome)
    expect(onError).toHaveBeenCalledTimes(outcome === 'error' ? 1 : 0)
    expect(onCancel).toHaveBeenCalledTimes(outcome === 'cancel' ? 1 : 0)
    expect(kit.kernel.state.router.view).toBe('Connect')
  })

  it('an embedded-wallet request pops one step while a step is pending, and closes otherwise (SPEC §4)', async () => {
    const kit = testKit()
    await kit.open()
    const onSuccess = vi.fn()
    kit.kernel.router.pushTransaction({ view: 'ApproveTransaction', onSuccess })
    kit.kernel.router.finishEmbeddedRequest('success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(kit.getState().open).toBe(true)
    kit.kernel.router.finishEmbeddedRequest('success')
    expect(kit.getState().open).toBe(false)
  })
})

