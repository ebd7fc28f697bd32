import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { getFreePort } from '../../devnet/getFreePort.js'
import { createTestWallet } from '../../e2e/wallets/createTestWallet.js'
import { createHttpClient } from '../../kernel/api/createHttpClient.js'
import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { TokenBalance } from '../../kernel/types/account.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { createTestServer, sendJson, type TestServer } from '../../test/createTestServer.js'
import { createInjectedConnector } from './createInjectedConnector.js'
import { eip155 } from './eip155.js'
import { BalancesUnavailableError, MissingRpcUrlError } from './errors.js'
import { createPublicClients, type PublicClients } from './createPublicClients.js'
import { getBalances, type GetBalancesContext } from './getBalances.js'
import { createTestContext, stubProvider } from './test/fakeWindow.js'
import { ANVIL_ACCOUNT, rpc } from './test/anvilAccount.js'
import { startRpcProxy } from './test/rpcProxy.js'

let node: Anvil
let other: Anvil
let api: TestServer
let apiBalances: unknown = { balances: [] }

const ADDRESS = ANVIL_ACCOUNT.address
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'http://127.0.0.1/usdc.png',
}

beforeAll(async () => {
  ;[node, other] = await Promise.all([startAnvil({ chainId: 31_337 }), startAnvil({ chainId: 31_337 })])
  // A balance with every digit significant: 1.234567890123456789 ETH.
  await rpc(node.rpcUrl, 'anvil_setBalance', [ADDRESS, '0x112210f47de98115'])
  await rpc(other.rpcUrl, 'anvil_setBalance', [ADDRESS, '0x29a2241af62c0000']) // 3 ETH
  api = await createTestServer()
  api.routes.set(`/v1/account/${ADDRESS}/balance`, (_, res) => sendJson(res, 200, apiBalances))
})
afterAll(async () => {
  await api?.close()
  await Promise.all([node?.stop(), other?.stop()])
})
afterEach(() => {
  for (const publicClients of clients.splice(0)) publicClients.stop()
})
beforeEach(() => {
  api.requests.length = 0
  apiBalances = { balances: [USDC] }
})

const network = (urls: string[] = [node.rpcUrl]) =>
  defineNetwork({
    id: 31_337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
  })

const clients: PublicClients[] = []

function context(overrides: Partial<AdapterContext> = {}): AdapterContext & GetBalancesContext {
  const publicClients = createPublicClients()
  clients.push(publicClients)
  return {
    ...createTestContext({
      blockchainApi: async () => createHttpClient({ baseUrl: api.baseUrl, projectId: 'p1' }),
      ...overrides,
    }).context,
    publicClients,
  }
}

function testWalletConnector() {
  const wallet = createTestWallet({ privateKey: ANVIL_ACCOUNT.privateKey, chains: [{ chainId: 31_337, rpcUrl: node.rpcUrl }] })
  return { wallet, connector: createInjectedConnector({ provider: wallet, type: 'ANNOUNCED', id: 'test', name: 'Test' }) }
}

/** A wallet with EIP-7811 asset discovery. */
function assetWallet(assets: unknown, { failAssets = false } = {}) {
  const provider = stubProvider((method) => {
    if (method === 'wallet_getCapabilities') return { '0x7a69': { assetDiscovery: { supported: true } } }
    if (method === 'wallet_getAssets') {
      if (failAssets) throw Object.assign(new Error('boom'), { code: -32603 })
      return assets
    }
    return null
  })
  return { provider, connector: createInjectedConnector({ provider, type: 'ANNOUNCED', id: 'assets', name: 'Assets' }) }
}

describe('eip155 balances: native (SPEC §7 chain JSON-RPC)', () => {
  it('reads the native balance from the chain in whole units, at full precision', async () => {
    const { native } = await getBalances({ address: ADDRESS, network: network(), connector: undefined }, context())
    expect(native).toEqual({ balance: '1.234567890123456789', symbol: 'ETH' })
  })

  it('goes through the adapter and its lazily loaded code', async () => {
    const adapter = eip155()
    const teardown = await adapter.setup(context())
    const balances = await adapter.getBalances!({ address: ADDRESS, network: network(), connector: undefined })
    expect(balances.native.balance).toBe('1.234567890123456789')
    teardown?.()
  })

  it("stops its RPC clients' ranking pings when the kit tears it down (no request reaches the endpoints)", async () => {
    const [a, b] = await Promise.all([startRpcProxy(node.rpcUrl), startRpcProxy(node.rpcUrl)])
    try {
      const adapter = eip155()
      const teardown = await adapter.setup(context())
      const balances = await adapter.getBalances!({ address: ADDRESS, network: network([a.url, b.url]), connector: undefined })
      expect(balances.native.balance).toBe('1.234567890123456789')
      const pinged = () => a.methods().includes('net_listening') && b.methods().includes('net_listening')
      for (const end = Date.now() + 3_000; !pinged() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20))
      expect(pinged()).toBe(true)
      expect(teardown).toBeTypeOf('function')
      teardown!()
      // A ping in flight may land within its 1 s timeout; none starts after it, over more than one 4 s interval.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const counts = [a.requests.length, b.requests.length]
      await new Promise((resolve) => setTimeout(resolve, 4_500))
      expect([a.requests.length, b.requests.length]).toEqual(counts)
      await expect(
        adapter.getBalances!({ address: ADDRESS, network: network([a.url, b.url]), connector: undefined }),
      ).rejects.toThrow('after it was destroyed')
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  }, 12_000)

  it("uses the host's customRpcUrls for the network before its own RPC URLs (SPEC §3 Options)", async () => {
    const { native } = await getBalances(
      { address: ADDRESS, network: network([node.rpcUrl]), connector: undefined },
      context({ customRpcUrls: { 'eip155:31337': [{ url: other.rpcUrl }] } }),
    )
    expect(native.balance).toBe('3')
  })

  it('falls back to the next RPC URL when the first is dead (SPEC §7 fallback)', async () => {
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const { native } = await getBalances({ address: ADDRESS, network: network([dead, node.rpcUrl]), connector: undefined }, context())
    expect(native.balance).toBe('1.234567890123456789')
  })

  it('asks for a valid RPC URL when the network has none (SPEC §8)', async () => {
    apiBalances = { balances: [USDC] }
    const error = await getBalances({ address: ADDRESS, network: network([]), connector: undefined }, context()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BalancesUnavailableError)
    expect((error as BalancesUnavailableError).cause).toBeInstanceOf(MissingRpcUrlError)
    expect((error as BalancesUnavailableError).message).toContain('A valid RPC URL is required')
  })

  it('takes the native balance from the token source when the chain does not answer', async () => {
    apiBalances = {
      balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18', numeric: '2.5' } }],
    }
    const dead = `http://127.0.0.1:${await getFreePort()}`
    const { native } = await getBalances({ address: ADDRESS, network: network([dead]), connector: undefined }, context())
    expect(native).toEqual({ balance: '2.5', symbol: 'ETH' })
  })
})

describe('eip155 balances: tokens (SPEC §7: wallet asset discovery, then the balance API)', () => {
  it('asks the blockchain API with currency=usd and the CAIP chain id when the wallet has no asset discovery', async () => {
    const { wallet, connector } = testWalletConnector()
    const { tokens } = await getBalances({ address: ADDRESS, network: network(), connector }, context())
    expect(tokens).toEqual([USDC])
    // The test wallet answers 4200 to wallet_getCapabilities: no wallet_getAssets call.
    expect(wallet.requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
    const [request] = api.requests
    expect(request!.method).toBe('GET')
    expect(request!.url.pathname).toBe(`/v1/account/${ADDRESS}/balance`)
    expect(Object.fromEntries(request!.url.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:31337', projectId: 'p1' })
  })

  it('leaves out tokens with 0 decimals (SPEC §5)', async () => {
    apiBalances = { balances: [USDC, { ...USDC, symbol: 'JUNK', quantity: { decimals: '0', numeric: '5' } }] }
    const { tokens } = await getBalances({ address: ADDRESS, network: network(), connector: undefined }, context())
    expect(tokens.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('uses the wallet assets (EIP-7811) when the wallet reports asset discovery, without calling the API', async () => {
    const { provider, connector } = assetWallet({
      '0x7a69': [
        { address: 'native', balance: '0xde0b6b3a7640000', type: 'native', metadata: {} },
        {
          address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
          balance: '0xbebc20',
          type: 'erc20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, value: 12.5, iconUrl: 'http://127.0.0.1/usdc.png' },
        },
        { address: '0x0000000000000000000000000000000000000721', balance: '0x1', type: 'erc721', metadata: { name: 'NFT' } },
      ],
    })
    const { tokens } = await getBalances({ address: ADDRESS, network: network(), connector }, context())
    expect(provider.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(provider.calls[1]!.params).toEqual([{ account: ADDRESS, chainFilter: ['0x7a69'] }])
    expect(api.requests).toEqual([])
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, quantity: { decimals: '18', numeric: '1' } },
      USDC,
    ])
  })

  it('falls back to the API when the wallet reports asset discovery but wallet_getAssets fails', async () => {
    const { connector } = assetWallet(undefined, { failAssets: true })
    const { tokens } = await getBalances({ address: ADDRESS, network: network(), connector }, context())
    expect(tokens).toEqual([USDC])
    expect(api.requests).toHaveLength(1)
  })

  it("throws 'Token Balance Unavailable' when the wallet and the API both fail (SPEC §8)", async () => {
    const { connector } = assetWallet(undefined, { failAssets: true })
    const error = await getBalances(
      { address: ADDRESS, network: network(), connector },
      context({ blockchainApi: async () => createHttpClient({ baseUrl: `${api.baseUrl}/missing`, projectId: 'p1' }) }),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BalancesUnavailableError)
    expect((error as BalancesUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    expect((error as BalancesUnavailableError).message).toContain('HTTP status code: 404')
  })

  it('throws when the API answers with a shape it does not promise', async () => {
    apiBalances = { balances: [{ symbol: 'USDC' }] }
    await expect(getBalances({ address: ADDRESS, network: network(), connector: undefined }, context())).rejects.toThrow(
      'Token Balance Unavailable',
    )
  })
})
