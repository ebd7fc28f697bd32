import { describe, expect, it } from 'vitest'
import { embeddedWallet } from './embeddedWallet.js'

describe('eip155 in the embedded wallet: response and parameter checks (SPEC.md §5)', () => {
  const { checkParams, checkResponse } = embeddedWallet

  it('wants 0x plus 64 hex characters for a transaction hash', () => {
    expect(() => checkResponse('eth_sendTransaction', `0x${'a'.repeat(64)}`)).not.toThrow()
    expect(() => checkResponse('eth_sendTransaction', `0x${'a'.repeat(63)}`)).toThrow('Invalid transaction hash')
    expect(() => checkResponse('eth_sendTransaction', `0x${'a'.repeat(65)}`)).toThrow()
  })

  it('wants 0x plus at least 62 hex characters for a signature', () => {
    expect(() => checkResponse('personal_sign', `0x${'b'.repeat(62)}`)).not.toThrow()
    expect(() => checkResponse('personal_sign', `0x${'b'.repeat(130)}`)).not.toThrow()
    expect(() => checkResponse('eth_signTypedData_v4', `0x${'b'.repeat(61)}`)).toThrow('Invalid signature')
    expect(() => checkResponse('eth_getBalance', '0x1')).not.toThrow()
  })

  it('checks the calls of wallet_sendCalls', () => {
    expect(() => checkParams('wallet_sendCalls', [{ calls: [{ to: '0xabc', data: '0x' }] }])).not.toThrow()
    expect(() => checkParams('wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])).toThrow("'to' starting with 0x")
    expect(() => checkParams('wallet_sendCalls', [{ calls: [{ to: '0xabc', data: 'zz' }] }])).toThrow('data must start with 0x')
    expect(() => checkParams('wallet_sendCalls', [{}])).toThrow('calls must be a list')
    expect(() => checkParams('eth_getBalance', ['0xabc', 'latest'])).not.toThrow()
  })
})

describe('eip155 in the embedded wallet: policy and account (SPEC.md §6, §7)', () => {
  it('reads run silently, signing and spending need approval, and no method is both', () => {
    for (const method of ['eth_getBalance', 'eth_sendRawTransaction', 'wallet_getCapabilities']) expect(embeddedWallet.safeMethods).toContain(method)
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])
      expect(embeddedWallet.unsafeMethods).toContain(method)
    expect(embeddedWallet.safeMethods.filter((m) => embeddedWallet.unsafeMethods.includes(m))).toEqual([])
    expect([...embeddedWallet.safeMethods, ...embeddedWallet.unsafeMethods]).not.toContain('eth_sign')
  })

  it("takes the frame's address on the frame's chain, and tells the frame the request's chain", () => {
    expect(embeddedWallet.followsNetwork).toBe(true)
    expect(embeddedWallet.account({ address: '0xabc', chainId: '31337' }, undefined)).toEqual({ address: '0xabc', chainId: 31337 })
    expect(() => embeddedWallet.account({ chainId: 1 }, undefined)).toThrow('No eip155 account')
    const network = { id: 10, caipNetworkId: 'eip155:10' } as unknown as Parameters<typeof embeddedWallet.target>[0]
    expect(embeddedWallet.target(network, {})).toEqual({ chainId: 10 })
  })
})
