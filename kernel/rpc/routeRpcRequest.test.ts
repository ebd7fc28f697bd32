import { afterEach, describe, expect, it, vi } from 'vitest'
import { testKit } from '../../test/fixtures.js'
import { classifyRpcMethod } from './rpcPolicy.js'

describe('RPC policy (SPEC §6)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs read methods silently and asks for approval of signing ones', () => {
    expect(classifyRpcMethod('eth_getBalance')).toBe('safe')
    expect(classifyRpcMethod('eth_sendRawTransaction')).toBe('safe')
    expect(classifyRpcMethod('wallet_getCapabilities')).toBe('safe')
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])
      expect(classifyRpcMethod(method)).toBe('unsafe')
  })

  it("refuses unknown methods with 'Requested RPC call is not allowed' (SPEC §6)", () => {
    expect(() => classifyRpcMethod('eth_sign')).toThrow('Requested RPC call is not allowed')
  })

  it('an unsafe request opens ApproveTransaction (SPEC §2)', async () => {
    const kit = testKit()
    expect(await kit.kernel.routeRpcRequest('eth_getBalance')).toBe('safe')
    expect(kit.getState().open).toBe(false)
    expect(await kit.kernel.routeRpcRequest('personal_sign')).toBe('unsafe')
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
  })

  it('an unsafe request from an open view goes on top of it, for Back to return to', async () => {
    const kit = testKit()
    await kit.open({ view: 'Networks' })
    expect(await kit.kernel.routeRpcRequest('solana_signTransaction')).toBe('unsafe')
    expect(kit.kernel.state.router.view).toBe('ApproveTransaction')
    expect(kit.kernel.state.router.history).toEqual(['Networks', 'ApproveTransaction'])
  })

  it("a disallowed method opens the modal and shows 'Action not allowed' after 300 ms (SPEC §8)", async () => {
    const kit = testKit()
    vi.useFakeTimers()
    await expect(kit.kernel.routeRpcRequest('eth_sign')).rejects.toThrow('Requested RPC call is not allowed')
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(300)
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' })
  })
})
