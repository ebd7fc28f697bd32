import type { Browser, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bundle } from '../../chains/eip155/test/bundle.js'
import { ANVIL_ACCOUNT, rpc } from '../../chains/eip155/test/anvilAccount.js'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { createTestServer, type TestServer } from '../../test/createTestServer.js'
import { launchBrowser } from '../browser.js'
import { installInjectedWallet, TEST_WALLET_INFO, type InstallInjectedWalletParameters } from './injectedWallet.js'

// The browser wallet of the e2e suites, in a real Chromium: the page runs Portico's own EIP-6963
// discovery and connector (bundled from source), the wallet answers from Node with viem against anvil.

let browser: Browser
let server: TestServer
let chainA: Anvil
let chainB: Anvil

const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31_338 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31_337 }), startAnvil({ chainId: 31_338 })])
  const { eager } = await bundle(`
    import { discoverWallets } from './chains/eip155/discoverWallets.js'
    const connectors = []
    discoverWallets(window, {
      registerConnector(connector) {
        connectors.push(connector)
        return () => connectors.splice(connectors.indexOf(connector), 1)
      },
    })
    window.portico = { connectors, events: [] }
  `)
  server = await createTestServer()
  server.routes.set('/', (_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>wallet test</title><script type="module" src="/app.js"></script>'),
  )
  server.routes.set('/app.js', (_, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(eager))
  browser = await launchBrowser([], inject('e2e').chromiumDisabledFeatures)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

async function open(options: Partial<InstallInjectedWalletParameters> = {}) {
  const page = await browser.newPage()
  const wallet = await installInjectedWallet(page, {
    privateKey: ANVIL_ACCOUNT.privateKey,
    chains: [
      { chainId: 31_337, rpcUrl: chainA.rpcUrl },
      { chainId: 31_338, rpcUrl: chainB.rpcUrl },
    ],
    knownChainIds: [31_337],
    ...options,
  })
  await page.goto(server.baseUrl)
  await page.waitForFunction(() => 'portico' in window)
  return { page, wallet }
}

/** Runs `connector.<method>(arg)` for the connector `id` in the page; rejections come back as `{ error }`. */
function inPage(page: Page, id: string, script: string): Promise<unknown> {
  return page.evaluate(
    async ([connectorId, body]) => {
      type C = { id: string; getProvider(): Promise<{ request(a: unknown): Promise<unknown> }> } & Record<string, (...a: unknown[]) => Promise<unknown>>
      const connector = (window as unknown as { portico: { connectors: C[] } }).portico.connectors.find((c) => c.id === connectorId)!
      const provider = await connector.getProvider()
      try {
        return await new Function('connector', 'provider', `return (async () => { ${body} })()`)(connector, provider)
      } catch (error) {
        const { code, message, name, shortMessage } = error as Record<string, unknown>
        return { error: { code, message, name, shortMessage } }
      }
    },
    [id, script] as const,
  )
}

const connectors = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { portico: { connectors: { id: string; name: string; type: string; imageUrl?: string }[] } }).portico.connectors.map(
      ({ id, name, type, imageUrl }) => ({ id, name, type, imageUrl }),
    ),
  )

describe('injected test wallet in Chromium (EIP-1193, EIP-6963)', () => {
  it('is announced by EIP-6963 and discovered as an ANNOUNCED connector', async () => {
    const { page } = await open()
    expect(await connectors(page)).toEqual([
      { id: TEST_WALLET_INFO.rdns, name: 'Portico Test Wallet', type: 'ANNOUNCED', imageUrl: TEST_WALLET_INFO.icon },
    ])
    expect(TEST_WALLET_INFO.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    await page.close()
  })

  it('connects, signs with the Node-held key, switches with 4902 → add → switch and sends on anvil (SPEC §7, §8)', async () => {
    const { page, wallet } = await open()
    const id = TEST_WALLET_INFO.rdns
    await page.evaluate(() => {
      const w = window as unknown as { portico: { connectors: { subscribe(l: (e: unknown) => void): void }[]; events: unknown[] } }
      w.portico.connectors[0]!.subscribe((event) => w.portico.events.push(event))
    })
    expect(await inPage(page, id, 'return connector.connect({})')).toEqual({ address: ANVIL_ACCOUNT.address, chainId: 31_337 })

    const signature = (await inPage(page, id, `return provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '${ANVIL_ACCOUNT.address}'] })`)) as Hex
    await expect(verifyMessage({ address: ANVIL_ACCOUNT.address, message: 'hello', signature })).resolves.toBe(true)

    await inPage(page, id, `return connector.switchNetwork({ id: 31338, name: 'Anvil B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['${chainB.rpcUrl}'] } }, chainNamespace: 'eip155', caipNetworkId: 'eip155:31338' })`)
    expect(wallet.requests.map((r) => r.method).filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    await expect(page.evaluate(() => (window as unknown as { portico: { events: unknown[] } }).portico.events)).resolves.toContainEqual({
      type: 'chainChanged',
      chainId: 31_338,
    })

    const typed = (await inPage(page, id, `return provider.request({ method: 'eth_signTypedData_v4', params: ['${ANVIL_ACCOUNT.address}', JSON.stringify(${JSON.stringify(TYPED_DATA)})] })`)) as Hex
    const { EIP712Domain: _, ...types } = TYPED_DATA.types
    await expect(verifyTypedData({ address: ANVIL_ACCOUNT.address, ...TYPED_DATA, types, signature: typed })).resolves.toBe(true)

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = (await inPage(page, id, `return provider.request({ method: 'eth_sendTransaction', params: [{ from: '${ANVIL_ACCOUNT.address}', to: '${to}', value: '0xde0b6b3a7640000' }] })`)) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await createPublicClient({ transport: http(chainB.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const balance = async (url: string) => BigInt((await rpc(url, 'eth_getBalance', [to, 'latest'])) as string)
    expect(await balance(chainB.rpcUrl)).toBe(10_001n * 10n ** 18n) // the 1 ETH landed on chain B
    expect(await balance(chainA.rpcUrl)).toBe(10_000n * 10n ** 18n) // chain A untouched

    // Reads go to the current chain's node.
    expect(await inPage(page, id, `return provider.request({ method: 'eth_getTransactionCount', params: ['${ANVIL_ACCOUNT.address}', 'latest'] })`)).toBe('0x1')
    await page.close()
  })

  it('rejects as a user would: EIP-1193 4001, switchable at run time', async () => {
    const { page, wallet } = await open({ reject: { connect: true } })
    const id = TEST_WALLET_INFO.rdns
    expect(await inPage(page, id, 'return connector.connect({})')).toEqual({
      error: { code: 4001, message: 'User rejected the request.', name: 'Error' },
    })
    wallet.setReject({ sign: true })
    await inPage(page, id, 'return connector.connect({})')
    expect(await inPage(page, id, `return provider.request({ method: 'personal_sign', params: ['0x00', '${ANVIL_ACCOUNT.address}'] })`)).toMatchObject({
      error: { code: 4001 },
    })
    expect(await inPage(page, id, `return provider.request({ method: 'wallet_getAssets', params: [] })`)).toMatchObject({ error: { code: 4200 } })
    await page.close()
  })

  it('emits accountsChanged [] when the user disconnects in the wallet; reload keeps the session', async () => {
    const { page, wallet } = await open()
    const id = TEST_WALLET_INFO.rdns
    await inPage(page, id, 'return connector.connect({})')
    await page.reload()
    await page.waitForFunction(() => 'portico' in window)
    expect(await inPage(page, id, 'return connector.reconnect({})')).toEqual({ address: ANVIL_ACCOUNT.address, chainId: 31_337 })
    await page.evaluate(() => {
      const w = window as unknown as { portico: { connectors: { subscribe(l: (e: unknown) => void): void }[]; events: unknown[] } }
      w.portico.connectors[0]!.subscribe((event) => w.portico.events.push(event))
    })
    wallet.disconnectFromWallet()
    await page.waitForFunction(() => (window as unknown as { portico: { events: unknown[] } }).portico.events.length > 0)
    expect(await page.evaluate(() => (window as unknown as { portico: { events: unknown[] } }).portico.events)).toEqual([
      { type: 'accountsChanged' },
    ])
    expect(await inPage(page, id, 'return connector.reconnect({})')).toBeNull()
    await page.close()
  })

  it("with legacy and no announcement it is window.ethereum, the INJECTED 'Browser Wallet'", async () => {
    const { page } = await open({ announce: false, legacy: true })
    expect(await connectors(page)).toEqual([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }])
    await page.close()
    const both = await open({ legacy: true })
    expect((await connectors(both.page)).map((c) => c.id)).toEqual([TEST_WALLET_INFO.rdns])
    await both.page.close()
  })
})
