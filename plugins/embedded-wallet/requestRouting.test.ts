import { afterEach, describe, expect, it, vi } from 'vitest'
import { pluginContext, testKit } from '../../test/fixtures.js'
import { getKernelApi } from '../../kernel/internals.js'
import { classifyRpcMethod, finishRequest, popStep, pushStep, routeRpcRequest } from './requestRouting.js'

/** A family's lists, as a chain package's `embeddedWallet()` gives them. */
const family = {
  safeMethods: ['eth_getBalance', 'eth_sendRawTransaction'],
  unsafeMethods: ['personal_sign', 'eth_sendTransaction'],
  followsNetwork: true,
  checkParams: () => undefined,
  checkResponse: () => undefined,
  account: () => ({ address: '0x1', chainId: 1 }),
  target: () => ({}),
}

const setup = () => {
  const kit = testKit()
  // The plugin's own view, as its setup registers it.
  getKernelApi(kit).registerView('ApproveTransaction', () => Promise.resolve({ default: () => null }))
  return { kit, context: pluginContext(kit, 'embedded-wallet') }
}

describe('RPC policy (SPEC §6)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("runs the family's read methods silently and asks for approval of its signing ones", () => {
    expect(classifyRpcMethod(family, 'eth_getBalance')).toBe('safe')
    expect(classifyRpcMethod(family, 'eth_sendRawTransaction')).toBe('safe')
    expect(classifyRpcMethod(family, 'personal_sign')).toBe('unsafe')
  })

  it("refuses methods on neither list with 'Requested RPC call is not allowed' (SPEC §6)", () => {
    expect(() => classifyRpcMethod(family, 'eth_sign')).toThrow('Requested RPC call is not allowed')
    expect(() => classifyRpcMethod(family, 'solana_signMessage')).toThrow('Requested RPC call is not allowed')
  })

  it('an unsafe request opens ApproveTransaction (SPEC §2)', async () => {
    const { kit, context } = setup()
    expect(await routeRpcRequest(context, family, 'eth_getBalance')).toBe('safe')
    expect(kit.getState().open).toBe(false)
    expect(await routeRpcRequest(context, family, 'personal_sign')).toBe('unsafe')
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
  })

  it('an unsafe request from an open view goes on top of it, for Back to return to', async () => {
    const { kit, context } = setup()
    await kit.open({ view: 'Networks' })
    expect(await routeRpcRequest(context, family, 'eth_sendTransaction')).toBe('unsafe')
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
    expect(kit.kernel.state.router.history).toEqual(['Networks', 'ApproveTransaction'])
  })

  it("a disallowed method opens the modal and shows 'Action not allowed' after 300 ms (SPEC §8)", async () => {
    const { kit, context } = setup()
    vi.useFakeTimers()
    await expect(routeRpcRequest(context, family, 'eth_sign')).rejects.toThrow('Requested RPC call is not allowed')
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(300)
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' })
  })
})

describe('the steps of approved requests (SPEC §4 transaction stack)', () => {
  it('success runs onSuccess and keeps the view', async () => {
    const { kit, context } = setup()
    await kit.open({ view: 'Networks' })
    await routeRpcRequest(context, family, 'personal_sign')
    const onSuccess = vi.fn()
    pushStep(context, { onSuccess })
    popStep(context, 'success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
  })

  it('error runs its callback and goes back (SPEC §4)', async () => {
    const { kit, context } = setup()
    await kit.open({ view: 'Networks' })
    await routeRpcRequest(context, family, 'personal_sign')
    const onError = vi.fn()
    pushStep(context, { onError })
    popStep(context, 'error')
    expect(onError).toHaveBeenCalledOnce()
    expect(kit.kernel.state.router.view).toBe('Networks')
  })

  it('a finished request pops one step while a step is pending, and closes the modal otherwise (SPEC §4)', async () => {
    const { kit, context } = setup()
    await kit.open()
    const onSuccess = vi.fn()
    pushStep(context, { onSuccess })
    finishRequest(context, 'success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(kit.getState().open).toBe(true)
    finishRequest(context, 'success')
    expect(kit.getState().open).toBe(false)
  })
})
