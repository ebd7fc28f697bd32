import { describe, expect, it, vi } from 'vitest'
import { defineNetwork } from '../../networks/defineNetwork.js'
import type { AdapterContext } from '../../kernel/connection/adapter.js'
import { createMemoryStorage } from '../../kernel/utils/storage.js'
import { solana } from './solana.js'

const local = defineNetwork({
  id: 'PorticoLocal1111111111111111111',
  name: 'Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function context(overrides: Partial<AdapterContext> = {}): AdapterContext {
  return {
    networks: [local],
    registerConnector: vi.fn(() => () => {}),
    blockchainApi: () => Promise.reject(new Error('no API here')),
    options: { projectId: 'test-project', networks: [local] },
    storage: createMemoryStorage(),
    customRpcUrls: {},
    ...overrides,
  }
}

describe('solana()', () => {
  it('offers the capabilities a Solana wallet has, and not the EVM-only ones (SPEC §9)', () => {
    const adapter = solana()
    expect(adapter.namespace).toBe('solana')
    for (const name of ['address', 'amounts', 'signMessage', 'sendNative', 'sendToken', 'waitForTransaction', 'nativeFeeReserve', 'getBalances'] as const)
      expect(adapter[name], name).toBeDefined()
    for (const name of ['signTypedData', 'sendTransaction', 'nameCoinTypes', 'switchNetwork', 'addNetwork', 'getIdentity'] as const)
      expect(adapter[name], name).toBeUndefined()
    expect(adapter.address?.isValid('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true)
    expect(adapter.address?.isValid('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(adapter.amounts?.parse('1.5', 9)).toEqual({ value: 1_500_000_000n })
  })

  it('declares its family: plain accounts by default (SPEC §6), Phantom and Solflare kept on a phone (SPEC §5)', () => {
    const { family } = solana()
    expect(family?.accountType).toBe('eoa')
    expect(family?.mobileWallets).toEqual(['Phantom', 'Solflare'])
  })

  it('reads balances through the RPC of customRpcUrls when the blockchain API fails, and not after its teardown', async () => {
    const fetchMock = vi.fn(async (_url: string, init: { body: string }) => {
      const { method } = JSON.parse(init.body) as { method: string }
      const result = method === 'getBalance' ? { value: 2_500_000_000 } : { value: [] }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
    })
    vi.stubGlobal('fetch', fetchMock)
    const adapter = solana()
    const teardown = await adapter.setup(context({ customRpcUrls: { [local.caipNetworkId]: [{ url: 'http://127.0.0.1:8899' }] } }))
    const balances = await adapter.getBalances!({ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', network: local, connector: undefined })
    expect(balances.native).toEqual({ balance: '2.5', symbol: 'SOL' })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://127.0.0.1:8899', 'http://127.0.0.1:8899'])
    ;(teardown as () => void)()
    await expect(adapter.getBalances!({ address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', network: local, connector: undefined })).rejects.toThrow(
      'solana: the adapter is used before the kit has set it up or after it was destroyed.',
    )
  })

})
