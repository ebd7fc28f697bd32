import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createHttpClient } from '../kernel/api/createHttpClient.js'
import { createWalletDirectory } from '../kernel/api/walletDirectory.js'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../kernel/errors/errors.js'
import { mainnet, solana } from '../networks/index.js'
import type { BalanceEntry } from './api/blockchainRoutes.js'
import type { StoredEvent } from './store.js'
import { devnetChain } from './devnetChain.js'
import { isAlive } from './fixtures/processes.js'
import { isPortOpen } from './getFreePort.js'
import { startDevnet, type Devnet } from './startDevnet.js'
import { CHAINS, generateWallets, WALLET_IDS } from './wallets.js'

let devnet: Devnet
const projectId = 'devnet-test'

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000) // the bundler deploys its simulation contracts before it answers
afterAll(() => devnet?.stop())

/** GET on the API with the standard query parameters. */
async function get(path: string, query: Record<string, string> = {}) {
  const url = new URL(devnet.apiUrl + path)
  for (const [key, value] of Object.entries({ projectId, st: 'portico', sv: '1.7.8', ...query })) {
    url.searchParams.set(key, value)
  }
  return fetch(url)
}

async function post(path: string, body: unknown) {
  const response = await fetch(devnet.apiUrl + path, { method: 'POST', body: JSON.stringify(body) })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json() as Promise<unknown>
}

const directory = () => createWalletDirectory(createHttpClient({ baseUrl: devnet.apiUrls.directory, projectId }))
const blockchain = () => createHttpClient({ baseUrl: devnet.apiUrls.blockchain, projectId })

async function balances(address: string, chainId = 'eip155:31337') {
  const { balances } = await blockchain().get<{ balances: BalanceEntry[] }>(`/v1/account/${address}/balance`, {
    query: { currency: 'usd', chainId },
  })
  return Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
}

describe('startDevnet', () => {
  test('runs two anvil chains with the test tokens on 127.0.0.1', async () => {
    expect(devnet.chains.map((c) => [c.chainId, c.name, c.caipNetworkId])).toEqual([
      [31337, 'Anvil', 'eip155:31337'],
      [31338, 'Anvil Two', 'eip155:31338'],
    ])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
      for (const token of Object.values(chain.tokens)) {
        const read = (functionName: 'symbol' | 'decimals') =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName })
        expect([await read('symbol'), await read('decimals')]).toEqual([token.symbol, token.decimals])
      }
    }
    expect(devnet.tokens.TUSD).toMatchObject({ name: 'Test USD', decimals: 6, chainId: 31337 })
    expect(devnet.tokens.TWETH).toMatchObject({ name: 'Test Wrapped Ether', decimals: 18 })
    expect(devnet.apiUrls).toEqual({
      directory: `${devnet.apiUrl}/directory`,
      blockchain: `${devnet.apiUrl}/blockchain`,
      analytics: `${devnet.apiUrl}/analytics`,
      meld: `${devnet.apiUrl}/onramp/meld`,
    })
    for (const account of devnet.accounts) expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    const info = (await (await fetch(`${devnet.apiUrl}/__devnet/info`)).json()) as { apiUrls: unknown }
    expect(info.apiUrls).toEqual(devnet.apiUrls)
  })
})

describe('/directory', () => {
  test('the smart-account chain: EntryPoint v0.8, Simple7702Account and the account factory on both, a bundler on the first only', async () => {
    for (const chain of devnet.chains) {
      expect(chain.accountAbstraction).toEqual({
        entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
        accountFactory: '0xEB3e3C1A81FCab08d33a898Fe9B2F8Dc4BfEDCd7',
      })
    }
    expect(devnet.chains.map((chain) => Boolean(chain.bundlerUrl))).toEqual([true, false])
    const secure = new URL(devnet.secureSiteUrl).origin
    expect(await (await fetch(`${secure}/secure/smart-accounts`)).json()).toEqual({ chainIds: [31337] })
    const ask = (chainId: number) =>
      fetch(`${secure}/secure/bundler/${chainId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      })
    expect(await (await ask(31337)).json()).toMatchObject({ result: ['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'] })
    expect((await ask(31338)).status).toBe(404)
  })

  test('needs a projectId', async () => {
    const response = await fetch(`${devnet.apiUrls.directory}/getWallets?page=1&entries=4`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Query parameter projectId is required' })
  })

  test('pages through all 320 wallets in a stable order (through the kit client)', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((page) => directory().fetchWalletsPage({ page })))
    expect(pages.map((p) => p.count)).toEqual(Array(9).fill(320))
    expect(pages.map((p) => p.data.length)).toEqual([40, 40, 40, 40, 40, 40, 40, 40, 0])
    const ids = pages.flatMap((p) => p.data.map((w) => w.id))
    expect(ids).toEqual(generateWallets(320).map((w) => w.id))
    expect(pages[0]?.data[2]).toMatchObject({ id: WALLET_IDS.coinbase, name: 'Coinbase Wallet', mobile_link: null })
    const { data } = await directory().fetchRecommended()
    expect(data.map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
  })

  test('searches names case-insensitively', async () => {
    const { count, data } = await directory().searchWallets({ search: 'AuRoRa' })
    expect(count).toBe(6)
    expect(data.map((w) => w.name)).toEqual([
      'Aurora Wallet',
      'Aurora Vault',
      'Aurora Pay',
      'Aurora Keys',
      'Aurora Safe',
      'Aurora Pocket',
    ])
    expect(await directory().searchWallets({ search: 'phantom' })).toMatchObject({ count: 1, data: [{ id: WALLET_IDS.phantom }] })
    expect(await directory().searchWallets({ search: 'zzz' })).toEqual({ count: 0, data: [] })
  })

  test('includes and excludes ids', async () => {
    const ids = [WALLET_IDS.solflare, WALLET_IDS.porticoTestWallet, WALLET_IDS.metamask]
    const featured = await directory().fetchFeatured(ids)
    expect(featured.map((w) => w.name)).toEqual(['Solflare', 'Portico Test Wallet', 'MetaMask'])
    expect(featured[1]?.rdns).toBe('io.portico.testwallet')
    const { count, data } = await directory().fetchWalletsPage({ page: 1, exclude: [WALLET_IDS.metamask, WALLET_IDS.trust] })
    expect(count).toBe(318)
    expect(data[0]?.id).toBe(WALLET_IDS.coinbase)
  })

  test('filters by chains: a wallet must support at least one', async () => {
    const chains = [CHAINS.solana, CHAINS.anvilTwo]
    const expected = generateWallets(320).filter((w) => w.chains.some((c) => chains.includes(c as never)))
    const { count, data } = await directory().getWallets({ page: 1, entries: 1000, chains })
    expect(count).toBe(expected.length)
    expect(count).toBeGreaterThan(40)
    expect(count).toBeLessThan(320)
    expect(data.map((w) => w.id)).toEqual(expected.map((w) => w.id))
    const solanaOnly = await directory().getWallets({ page: 1, entries: 100, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    expect(solanaOnly.data.every((w) => w.chains?.includes(CHAINS.solana))).toBe(true)
    expect(solanaOnly.data.map((w) => w.name)).toContain('Phantom')
  })

  test('filters by badge and rejects bad paging', async () => {
    const certified = await directory().getWallets({ page: 1, entries: 1000, badge_type: 'certified' })
    expect(certified.count).toBe(generateWallets(320).filter((w) => w.badge_type === 'certified').length)
    expect((await get('/directory/getWallets', { page: '0', entries: '40' })).status).toBe(400)
    expect((await get('/directory/getWallets', { page: '1', entries: 'ten' })).status).toBe(400)
  })

  test('serves wallet, token, currency and asset images; 404 for unknown ids', async () => {
    const [metamask] = (await directory().fetchRecommended()).data
    // A real wallet has its real logo (SVG); a made-up one a PNG of its initials.
    const logo = await get(`/directory/getWalletImage/${metamask?.image_id}`)
    expect([metamask?.name, logo.status, logo.headers.get('content-type')]).toEqual(['MetaMask', 200, 'image/svg+xml'])
    expect(await logo.text()).toMatch(/^<svg[\s>]/u)
    const [first, second] = (await directory().searchWallets({ search: 'Aurora' })).data
    const response = await get(`/directory/getWalletImage/${first?.image_id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.toString('latin1', 1, 4)).toBe('PNG')
    expect(png.length).toBeLessThan(8000)
    const other = Buffer.from(await (await get(`/directory/getWalletImage/${second?.image_id}`)).arrayBuffer())
    expect(other.equals(png)).toBe(false)

    const blob = await createHttpClient({ baseUrl: devnet.apiUrls.directory, projectId }).getBlob(
      `/getWalletImage/${first?.image_id}`,
    )
    expect(blob.type).toBe('image/png')
    const networkImages = [mainnet, solana].map((network) => `/public/getAssetImage/${network.assets.imageId}`)
    for (const path of ['/public/getTokenImage/TUSD', '/public/getCurrencyImage/USD', '/public/getAssetImage/anvil', ...networkImages]) {
      const image = await get(`/directory${path}`)
      expect([path, image.status, image.headers.get('content-type')]).toEqual([path, 200, 'image/svg+xml'])
    }
    for (const path of ['/getWalletImage/nope', '/public/getTokenImage/NOPE', '/public/getAssetImage/nope']) {
      expect((await get(`/directory${path}`)).status).toBe(404)
    }
  })

  test('config, origins and analytics switch, and a project override', async () => {
    const features = await directory().fetchConfig()
    expect(features.map((f) => [f.id, f.isEnabled])).toEqual([
      ['email', true],
      ['social_login', true],
      ['swap', true],
      ['onramp', true],
      ['activity', true],
      ['reown_branding', true],
    ])
    expect(features[1]?.config).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(await directory().fetchAllowedOrigins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(await directory().fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })

    await post('/__devnet/project', { features: [{ id: 'email', isEnabled: false, config: null }], isAnalyticsEnabled: false })
    try {
      expect(await directory().fetchConfig()).toEqual([{ id: 'email', isEnabled: false, config: null }])
      expect(await directory().fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
      expect(await directory().fetchAllowedOrigins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    } finally {
      await post('/__devnet/reset', {})
    }
    expect(await directory().fetchConfig()).toHaveLength(6)
  })
})

describe('/blockchain', () => {
  test('lists the devnet chains', async () => {
    expect(await blockchain().get('/v1/supported-chains')).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [], swaps: ['eip155:31337'] })
  })

  test('balances follow the chain after a real ETH and TUSD transfer', async () => {
    const [alice, bob] = devnet.accounts as [(typeof devnet.accounts)[0], (typeof devnet.accounts)[0]]
    const before = { alice: await balances(alice.address), bob: await balances(bob.address) }
    expect(before.bob.ETH).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 30_000_000,
      price: 3000,
      quantity: { decimals: '18', numeric: '10000' },
      iconUrl: `${devnet.apiUrl}/assets/token/ETH`,
    })
    expect(before.bob.TUSD).toEqual({
      name: 'Test USD',
      symbol: 'TUSD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${devnet.tokens.TUSD.address}`,
      value: 1000,
      price: 1,
      quantity: { decimals: '6', numeric: '1000' },
      iconUrl: `${devnet.apiUrl}/assets/token/TUSD`,
    })
    expect(before.bob.TWETH).toMatchObject({ value: 15_000, price: 3000, quantity: { decimals: '18', numeric: '5' } })
    // 1M minted, 1000 to each of accounts 1..3, 200 000 into the TUSD/TUSDC pool.
    expect(before.alice.TUSD?.quantity.numeric).toBe('797000')

    const chain = devnetChain({ chainId: 31337, name: 'Anvil', rpcUrl: devnet.chains[0]?.rpcUrl ?? '' })
    const wallet = createWalletClient({ account: privateKeyToAccount(alice.privateKey), chain, transport: http() })
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 10 })
    const hashes = [
      await wallet.sendTransaction({ to: bob.address, value: parseEther('1.5') }),
      await wallet.writeContract({
        address: devnet.tokens.TUSD.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob.address, parseUnits('250.25', 6)],
      }),
    ]
    for (const hash of hashes) expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

    const after = { alice: await balances(alice.address), bob: await balances(bob.address) }
    expect(after.bob.ETH?.quantity.numeric).toBe('10001.5')
    expect(after.bob.ETH?.value).toBe(10001.5 * 3000)
    expect(after.bob.TUSD?.quantity.numeric).toBe('1250.25')
    expect(after.bob.TUSD?.value).toBe(1250.25)
    expect(after.alice.TUSD?.quantity.numeric).toBe('796749.75')
    const aliceEth = await client.getBalance({ address: alice.address })
    expect(after.alice.ETH?.quantity.numeric).toBe(formatEther(aliceEth))
    expect(Number(after.alice.ETH?.quantity.numeric)).toBeLessThan(Number(before.alice.ETH?.quantity.numeric) - 1.5)
    expect(after.bob.TWETH).toEqual(before.bob.TWETH)
  })

  test('reads the second chain, lists only held tokens, accepts CAIP-10 addresses and rejects bad input', async () => {
    const bob = devnet.accounts[1]?.address ?? ''
    const second = await balances(`eip155:31338:${bob}`, 'eip155:31338')
    expect(Object.keys(second)).toEqual(['ETH', 'TUSD', 'TWETH'])
    expect(second.TUSD?.chainId).toBe('eip155:31338')
    expect(second.ETH?.quantity.numeric).toBe('10000')

    const stranger: Address = '0x000000000000000000000000000000000000dEaD'
    const empty = await balances(stranger)
    expect(Object.keys(empty)).toEqual(['ETH'])
    expect(empty.ETH?.quantity.numeric).toBe('0')

    expect(await blockchain().get(`/v1/account/${bob}/balance`, { query: { currency: 'usd', chainId: 'eip155:1' } })).toEqual({
      balances: [],
    })
    expect((await get(`/blockchain/v1/account/0x1234/balance`, { currency: 'usd', chainId: 'eip155:31337' })).status).toBe(400)
    expect((await get(`/blockchain/v1/account/${bob}/balance`, { currency: 'usd' })).status).toBe(400)
  })

  test('reads Solana balances (SOL and the SPL test token) from the local Solana network, and follows a transfer', async () => {
    const { solana: local } = devnet
    const [alice, bob] = local.accounts
    const before = await balances(alice?.address ?? '', local.caipNetworkId)
    expect(Object.keys(before)).toEqual(['SOL', 'TSUSD'])
    expect(before.SOL).toMatchObject({ chainId: local.caipNetworkId, price: 150, quantity: { decimals: '9', numeric: '1000' } })
    expect(before.SOL?.address).toBeUndefined()
    expect(before.TSUSD).toMatchObject({ address: `${local.caipNetworkId}:${local.token.mint}`, quantity: { decimals: '6', numeric: '1000' }, value: 1000 })
    // A real transfer on the ledger (airdrop: the System Program's transfer from the faucet).
    const airdrop = await fetch(local.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [bob?.address, 500_000_000] }),
    })
    expect(((await airdrop.json()) as { result?: string }).result).toBeTypeOf('string')
    expect((await balances(bob?.address ?? '', local.caipNetworkId)).SOL?.quantity.numeric).toBe('1000.5')
    // Another Solana network, or an address that is not base58, get nothing.
    expect(await balances(alice?.address ?? '', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({})
    expect((await get(`/blockchain/v1/account/0OIl/balance`, { currency: 'usd', chainId: local.caipNetworkId })).status).toBe(400)
  })

  test('identity: names and avatars of the first accounts, nulls for others', async () => {
    const [alice, , , dave] = devnet.accounts
    const identity = await blockchain().get<{ name: string | null; avatar: string | null }>(
      `/v1/identity/${alice?.address.toLowerCase()}`,
      { query: { sender: dave?.address } },
    )
    expect(identity).toEqual({ name: 'alice.portico', avatar: `${devnet.apiUrl}/assets/avatar/alice` })
    const avatar = await fetch(identity.avatar ?? '')
    expect([avatar.status, avatar.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    expect(await blockchain().get(`/v1/identity/${dave?.address}`)).toEqual({ name: 'dave.portico', avatar: null })
    expect(await blockchain().get('/v1/identity/0x000000000000000000000000000000000000dEaD')).toEqual({
      name: null,
      avatar: null,
    })
  })
})

describe('/analytics', () => {
  test('stores posted events and lists them', async () => {
    const send = (event: string) =>
      fetch(`${devnet.apiUrls.analytics}/e?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ eventId: crypto.randomUUID(), url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: Date.now(), props: { type: 'track', event } }),
      })
    expect((await send('MODAL_OPEN')).status).toBe(200)
    await send('MODAL_CLOSE')
    await send('MODAL_OPEN')
    const all = (await (await fetch(`${devnet.apiUrls.analytics}/e`)).json()) as { count: number; data: StoredEvent[] }
    expect(all.count).toBe(3)
    expect(all.data[0]?.query.projectId).toBe(projectId)
    const opens = (await (await fetch(`${devnet.apiUrls.analytics}/e?event=MODAL_OPEN`)).json()) as { count: number }
    expect(opens.count).toBe(2)
    const later = (await (await fetch(`${devnet.apiUrls.analytics}/e?since=${all.data[0]?.seq}`)).json()) as { count: number }
    expect(later.count).toBe(2)
    await fetch(`${devnet.apiUrls.analytics}/e`, { method: 'DELETE' })
    expect(((await (await fetch(`${devnet.apiUrls.analytics}/e`)).json()) as { count: number }).count).toBe(0)
  })
})

describe('/__devnet/faults', () => {
  test('break the balance, directory and config endpoints until cleared', async () => {
    const bob = devnet.accounts[1]?.address ?? ''
    await post('/__devnet/faults', { balance: 500, directory: 'malformed', config: 503 })
    const balance = balances(bob)
    await expect(balance).rejects.toThrow(HttpRequestError)
    await expect(balance).rejects.toThrow('HTTP status code: 500')
    await expect(directory().fetchWalletsPage({ page: 1 })).rejects.toThrow(InvalidResponseError)
    await expect(directory().fetchConfig()).rejects.toMatchObject({ status: 503 })
    expect(await directory().fetchAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })

    expect(await post('/__devnet/faults', {})).toEqual({ faults: {} })
    expect(Object.keys(await balances(bob))).toContain('TUSD')
    expect((await directory().fetchWalletsPage({ page: 1 })).count).toBe(320)
  })

  test('invalid shapes, custom bodies, delays, one-shot faults and hangs', async () => {
    await post('/__devnet/faults', {
      directory: 'invalid',
      identity: { respond: 401, body: { message: 'Unauthorized: origin not allowed' } },
      supportedChains: { delayMs: 150 },
      balance: { respond: 500, times: 1 },
      origins: 'hang',
    })
    await expect(directory().fetchWalletsPage({ page: 1 })).rejects.toThrow(InvalidResponseError)
    const identity = await get(`/blockchain/v1/identity/${devnet.accounts[0]?.address}`)
    expect([identity.status, await identity.json()]).toEqual([401, { message: 'Unauthorized: origin not allowed' }])
    const started = performance.now()
    expect(await blockchain().get('/v1/supported-chains')).toMatchObject({ ws: [] })
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    const bob = devnet.accounts[1]?.address ?? ''
    await expect(balances(bob)).rejects.toThrow('HTTP status code: 500')
    expect(Object.keys(await balances(bob))).toContain('ETH') // the one-shot fault is spent
    const hanging = createHttpClient({ baseUrl: devnet.apiUrls.directory, projectId, timeoutMs: 200 })
    await expect(hanging.get('/projects/v1/origins')).rejects.toThrow(TimeoutError)
    const { faults } = (await (await fetch(`${devnet.apiUrl}/__devnet/faults`)).json()) as { faults: object }
    expect(Object.keys(faults).sort()).toEqual(['directory', 'identity', 'origins', 'supportedChains'])
    await post('/__devnet/reset', {})
  })

  test('refuses unknown targets and bad values', async () => {
    for (const body of [{ nope: 500 }, { balance: 'broken' }, { balance: 42 }, { balance: { respond: 500, extra: 1 } }]) {
      const response = await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: JSON.stringify(body) })
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400])
    }
    const response = await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'POST', body: '{not json' })
    expect(response.status).toBe(400)
  })
})

describe('HTTP details', () => {
  test('CORS for the demo page on another port', async () => {
    const preflight = await fetch(`${devnet.apiUrls.analytics}/e`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    for (const response of [await get('/directory/getWallets'), await get('/directory/getWalletImage/nope'), await fetch(`${devnet.apiUrl}/nope`)]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  test('unknown paths are 404 and wrong methods 405', async () => {
    expect((await get('/directory/nope')).status).toBe(404)
    const response = await fetch(`${devnet.apiUrls.directory}/getWallets?projectId=x`, { method: 'POST' })
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'GET'])
  })
})

describe('the embedded wallet recovery service', () => {
  test('runs on its own port, named by the secure site page; /__devnet/recovery takes it down and brings it back', async () => {
    expect(new URL(devnet.recoveryUrl).port).not.toBe(String(devnet.api.port))
    const page = await (await fetch(devnet.secureSiteUrl)).text()
    expect(page).toContain(`<meta name="portico-recovery" content="${devnet.recoveryUrl}">`)
    const key = async () => (await fetch(`${devnet.recoveryUrl}/v1/key`)).status
    expect(await key()).toBe(200)
    const control = (running: boolean) =>
      fetch(`${devnet.apiUrl}/__devnet/recovery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ running }) })
    expect((await control(false)).status).toBe(200)
    await expect(key()).rejects.toThrow()
    expect((await control(true)).status).toBe(200)
    expect(await key()).toBe(200)
  })
})

// Last: stops the devnet this file shares.
describe('stop()', () => {
  test('ends every anvil process and the bundler, and closes every port', async () => {
    const ports = [
      ...devnet.chains.map((c) => Number(new URL(c.rpcUrl).port)),
      ...devnet.chains.flatMap((c) => (c.bundlerUrl ? [Number(new URL(c.bundlerUrl).port)] : [])),
      devnet.api.port,
      Number(new URL(devnet.solana.rpcUrl).port),
      Number(new URL(devnet.recoveryUrl).port),
      Number(new URL(devnet.farcaster.rpcUrl).port),
    ]
    expect(devnet.pids).toHaveLength(5) // two anvil nodes, Farcaster's chain-10 node, one bundler, the UTXO network's node
    expect(devnet.pids.every(isAlive)).toBe(true)
    await devnet.stop()
    expect(devnet.pids.filter(isAlive)).toEqual([])
    for (const port of ports) expect(await isPortOpen(port)).toBe(false)
    await devnet.stop()
  })
})
