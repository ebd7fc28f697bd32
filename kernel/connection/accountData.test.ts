import { describe, expect, it, vi } from 'vitest'
import { fakeConnector, mainnet, testEnvironment, withKernel } from '../../test/fixtures.js'
import { createKit } from '../createKit.js'
import { STORAGE_KEYS } from '../constants.js'
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
    expect(kit.kernel.account.get()?.balanceUnavailable).toBe(true)
    now = 29_999
    expect(await kit.kernel.account.refreshBalances()).toBe(false)
    expect(getBalances).toHaveBeenCalledOnce()
    now = 30_000
    getBalances.mockResolvedValueOnce(balances)
    expect(await kit.kernel.account.refreshBalances()).toBe(true)
    expect(kit.kernel.account.get()?.balanceUnavailable).toBe(false)
  })

  it('a Retry (forced) fetches within the back-off; the automatic refreshes stay blocked (SPEC §8)', async () => {
    let now = 0
    const getBalances = vi.fn(async (): Promise<Balances> => Promise.reject(new Error('HTTP status code: 500')))
    const kit = kitWith(getBalances, () => now)
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.kernel.account.refreshBalances()
    now = 10_000
    getBalances.mockResolvedValueOnce(balances)
    expect(await kit.kernel.account.refreshBalances(undefined, { force: true })).toBe(true)
    expect(kit.kernel.account.get()).toMatchObject({ balance: '10000', balanceUnavailable: false })
    expect(getBalances).toHaveBeenCalledTimes(2)
  })

  it('a chain adapter without balances marks the account balanceNotRead: nothing fails, no snack, no zero (SPEC §9 balances per family)', async () => {
    const kit = kitWith(undefined, () => 0)
    await kit.ready()
    await kit.connect('test-wallet')
    expect(await kit.kernel.account.refreshBalances()).toBe(false)
    expect(kit.kernel.state.snackbar.open).toBe(false)
    expect(kit.kernel.account.get()).toMatchObject({ balanceNotRead: true, balanceUnavailable: false, tokenBalance: [] })
    expect(kit.kernel.account.get()?.balance).toBeUndefined()
  })

  it("the host's fetchBalance() reads within the 30 s and says when it could not", async () => {
    let now = 0
    const getBalances = vi.fn(async () => balances)
    const kit = kitWith(getBalances, () => now)
    await kit.ready()
    expect(await kit.fetchBalance()).toEqual({ error: 'No account connected', isSuccess: false, isError: true })
    await kit.connect('test-wallet')
    await kit.kernel.account.refreshBalances()
    now = 1_000
    getBalances.mockResolvedValueOnce({ ...balances, native: { balance: '10001', symbol: 'ETH' } })
    expect(await kit.fetchBalance()).toEqual({ data: { balance: '10001', symbol: 'ETH' }, error: null, isSuccess: true, isError: false })
    expect(kit.kernel.account.get()?.balance).toBe('10001')
    getBalances.mockRejectedValueOnce(new Error('HTTP status code: 500'))
    expect(await kit.fetchBalance()).toEqual({ error: 'Token Balance Unavailable', isSuccess: false, isError: true })
    expect(getBalances).toHaveBeenCalledTimes(3)
  })
})

describe('identity (SPEC §3, §7, §9)', () => {
  const B2 = '0x00000000000000000000000000000000000000b2'
  const names: Record<string, string> = { '0x00000000000000000000000000000000000000a1': 'alice.test', [B2]: 'bob.test' }

  function kitWithIdentity(now: () => number, storage = testEnvironment().storage) {
    const connector = fakeConnector()
    const getIdentity = vi.fn(async ({ address }: { address: string }) => ({ name: names[address] ?? null, avatar: null }))
    const kit = withKernel(
      createKit(
        {
          projectId: 'p',
          networks: [mainnet],
          basic: true,
          adapters: [{ namespace: 'eip155', setup: (c) => void c.registerConnector(connector), getIdentity }],
        },
        { env: testEnvironment({ now, storage }) },
      ),
    )
    return { kit, connector, getIdentity }
  }

  it('is fetched when an account connects, without the Account view', async () => {
    const { kit, getIdentity } = kitWithIdentity(() => 0)
    await kit.ready()
    await kit.connect('test-wallet')
    await vi.waitFor(() => expect(kit.kernel.account.get()?.profileName).toBe('alice.test'))
    expect(getIdentity).toHaveBeenCalledOnce()
  })

  it('is fetched when a stored session is restored at start-up', async () => {
    const storage = testEnvironment().storage
    storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'test-wallet' }))
    const { kit } = kitWithIdentity(() => 0, storage)
    await kit.ready()
    await vi.waitFor(() => expect(kit.kernel.account.get()?.profileName).toBe('alice.test'))
  })

  it('follows an account change, and an account back within 5 minutes takes its kept name without a request', async () => {
    let now = 0
    const { kit, connector, getIdentity } = kitWithIdentity(() => now)
    await kit.ready()
    await kit.connect('test-wallet')
    await vi.waitFor(() => expect(kit.kernel.account.get()?.profileName).toBe('alice.test'))
    connector.emit({ type: 'accountsChanged', address: B2 })
    await vi.waitFor(() => expect(kit.kernel.account.get()?.profileName).toBe('bob.test'))
    now = 60_000
    connector.emit({ type: 'accountsChanged', address: '0x00000000000000000000000000000000000000a1' })
    await vi.waitFor(() => expect(kit.kernel.account.get()?.profileName).toBe('alice.test'))
    expect(getIdentity).toHaveBeenCalledTimes(2)
    now = 60_000 + 5 * 60_000
    await kit.kernel.account.refreshIdentity()
    expect(getIdentity).toHaveBeenCalledTimes(3)
    // Asked with force (a name just registered), it asks again within the 5 minutes.
    await kit.kernel.account.refreshIdentity(undefined, { force: true })
    expect(getIdentity).toHaveBeenCalledTimes(4)
  })
})

describe('balances from outside (names that could mislead)', () => {
  it('keeps token names and symbols without bidi or invisible characters', async () => {
    const hostile: Balances = {
      native: { balance: '1', symbol: 'E\u200BTH' },
      tokens: [{ name: 'Tether\u202E DSU', symbol: 'US\u200DDT', chainId: 'eip155:1', price: 1, quantity: { decimals: '6', numeric: '1' } }],
    }
    const kit = kitWith(async () => hostile, () => 0)
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.kernel.account.refreshBalances()
    expect(kit.kernel.account.get()?.balanceSymbol).toBe('ETH')
    expect(kit.kernel.account.get()?.tokenBalance).toMatchObject([{ name: 'Tether DSU', symbol: 'USDT' }])
  })
})
