import { describe, expect, it, vi } from 'vitest'
import { fakeConnector, mainnet, testEnvironment, withKernel } from '../../test/fixtures.js'
import { createKit } from '../createKit.js'
import type { Balances, ChainAdapter } from './adapter.js'

const balances: Balances = {
  native: { balance: '10000', symbol: 'ETH' },
  tokens: [
    { name: 'Test USD', symbol: 'TUSD', chainId: 'eip155:1', price: 1, quantity: { decimals: '6', numeric: '250' } },
    { name: 'Junk', symbol: 'JNK', chainId: 'eip155:1', price: 0, quantity: { decimals: '0', numeric: '5' } },
  ],
}

function kitWith(getBalances: ChainAdapter['getBalances'], now: () => number) {
  const connector = fakeConnector()
  return withKernel(createKit(
    {
      projectId: 'p',
      networks: [mainnet],
      basic: true,
      adapters: [{ namespace: 'eip155', setup: (c) => void c.registerConnector(connector), ...(getBalances ? { getBalances } : {}) }],
    },
    { env: testEnvironment({ now }) },
  ))
}

describe('balances (SPEC §5, §8, §9)', () => {
  it('stores the native balance and the tokens, without 0-decimal tokens (SPEC §5)', async () => {
    const kit = kitWith(async () => balances, () => 0)
    await kit.ready()
    await kit.connect('test-wallet')
    expect(await kit.kernel.account.refreshBalances()).toBe(true)
    expect(kit.kernel.account.get()).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' })
    expect(kit.kernel.account.get()?.tokenBalance.map((t) => t.symbol)).toEqual(['TUSD'])
  })

  it('keeps balances for 30 s unless forced (SPEC §9)', async () => {
    let now = 0
    const getBalances = vi.fn(async () => balances)
    const kit = kitWith(getBalances, () => now)
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.kernel.account.refreshBalances()
    now = 29_999
    expect(await kit.kernel.account.refreshBalances()).toBe(false)
    expect(await kit.kernel.account.refreshBalances(undefined, { force: true })).toBe(true)
    now = 29_999 + 30_000
    expect(await kit.kernel.account.refreshBalances()).toBe(true)
    expect(getBalances).toHaveBeenCalledTimes(3)
  })

  it("a failure shows 'Token Balance Unavailable' and blocks retries for 30 s (SPEC §8)", async () => {
    let now = 0
    const getBalances = vi.fn(async (): Promise<Balances> => Promise.reject(new Error('HTTP status code: 500')))
    const kit = kitWith(getBalances, () => now)
    await kit.ready()
    await kit.connect('test-wallet')
    expect(await kit.kernel.account.refreshBalances()).toBe(false)
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
    now = 29_999
    expect(await kit.kernel.account.refreshBalances(undefined, { force: true })).toBe(false)
    expect(getBalances).toHaveBeenCalledOnce()
    now = 30_000
    getBalances.mockResolvedValueOnce(balances)
    expect(await kit.kernel.account.refreshBalances()).toBe(true)
  })

  it("a chain adapter without balances shows 'Token Balance Unavailable' (SPEC §8)", async () => {
    const kit = kitWith(undefined, () => 0)
    await kit.ready()
    await kit.connect('test-wallet')
    expect(await kit.kernel.account.refreshBalances()).toBe(false)
    expect(kit.kernel.state.snackbar.message).toBe('Token Balance Unavailable')
  })
})
