import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestServer, sendJson, type TestServer } from '../test/createTestServer.js'
import { arbitrum, fakeConnector, mainnet, testEnvironment, testKit, withKernel } from '../test/fixtures.js'
import { createKit } from './createKit.js'
import type { AppKitOptions } from './options/types.js'

describe('createAppKit options (SPEC §3, §5, §8)', () => {
  it('rejects a missing project id with Project ID Not Configured (SPEC §8)', () => {
    expect(() => createKit({ networks: [mainnet] } as unknown as AppKitOptions)).toThrow(
      expect.objectContaining({ shortMessage: 'Project ID Not Configured' }),
    )
  })

  it("rejects siweConfig together with siwx: 'Cannot set both `siweConfig` and `siwx` options' (SPEC §5)", () => {
    expect(() =>
      createKit({ projectId: 'p', networks: [mainnet], siwx: {}, siweConfig: {} }, { env: testEnvironment() }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  it('leaves nothing behind when an option is bad: no adapter set up, no request, no listener', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    const setup = vi.fn()
    const addEventListener = vi.fn()
    vi.stubGlobal('window', { addEventListener, removeEventListener: vi.fn() })
    expect(() =>
      createKit(
        {
          projectId: 'p',
          networks: [mainnet],
          adapters: [{ namespace: 'eip155', setup }],
          siwx: {},
          siweConfig: {},
        },
        { env: testEnvironment(), fetch },
      ),
    ).toThrow('Cannot set both')
    await new Promise((r) => setTimeout(r, 10))
    expect(setup).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    expect(addEventListener).not.toHaveBeenCalled()

    const kit = withKernel(createKit(
      { projectId: 'p', networks: [mainnet], adapters: [{ namespace: 'eip155', setup }], basic: true },
      { env: testEnvironment(), fetch },
    ))
    await kit.ready()
    expect(setup).toHaveBeenCalledOnce()
  })
})

describe('remote features (SPEC §6)', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await createTestServer()
  })
  afterEach(async () => {
    await server.close()
  })

  const options = (features: AppKitOptions['features'] = {}): AppKitOptions => ({
    projectId: 'remote-project',
    networks: [mainnet],
    adapters: [],
    apiUrls: { directory: server.baseUrl },
    features,
  })

  it('takes remote-controlled features from GET /appkit/v1/config and warns that local ones were ignored (SPEC §6, §7)', async () => {
    server.routes.set('/appkit/v1/config', (_, res) =>
      sendJson(res, 200, {
        features: [
          { id: 'social_login', isEnabled: true, config: ['github', 'x'] },
          { id: 'email', isEnabled: false },
          { id: 'activity', isEnabled: true },
        ],
      }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const kit = withKernel(createKit(options({ email: true, socials: ['google'] }), { env: testEnvironment() }))
    await kit.ready()
    const { resolved, source } = kit.kernel.state.features
    expect(source).toBe('remote')
    expect(resolved.socials).toEqual(['github', 'x'])
    expect(resolved.email).toBe(false)
    expect(resolved.activity).toBe(true)
    expect(resolved.swaps).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/email/)
    const request = server.requests[0]
    expect(request?.url.searchParams.get('projectId')).toBe('remote-project')
    expect(request?.url.searchParams.get('st')).toBe('portico')
    expect(request?.url.searchParams.get('sv')).toBe('1.7.8')
  })

  it('keeps local settings and defaults when the config call fails (SPEC §6)', async () => {
    server.routes.set('/appkit/v1/config', (_, res) => sendJson(res, 500, { error: 'down' }))
    const kit = withKernel(createKit(options({ email: false }), { env: testEnvironment() }))
    await kit.ready()
    const { resolved, source } = kit.kernel.state.features
    expect(source).toBe('local')
    expect(resolved.email).toBe(false)
    expect(resolved.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(resolved.onramp).toEqual(['coinbase', 'meld'])
  })

  it('basic mode makes no config request and turns remote features off (SPEC §6)', async () => {
    const kit = withKernel(createKit({ ...options(), basic: true }, { env: testEnvironment() }))
    await kit.ready()
    expect(server.requests).toHaveLength(0)
    const { resolved } = kit.kernel.state.features
    expect([resolved.email, resolved.socials, resolved.swaps, resolved.onramp, resolved.activity]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(resolved.send).toBe(true)
  })
})

describe('instance API (DESIGN.md Public API)', () => {
  it('reports account, network, provider and wallet info of a connection', async () => {
    const connector = fakeConnector({ imageUrl: 'https://wallet.example/icon.png' })
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    expect(kit.getState()).toMatchObject({ open: false, activeChain: 'eip155', selectedNetworkId: 'eip155:1', initialized: true })
    const accounts: unknown[] = []
    kit.subscribeAccount((account) => accounts.push(account))
    await kit.connect('test-wallet')
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getAddress()).toBe('0x00000000000000000000000000000000000000a1')
    expect(kit.getCaipAddress()).toBe('eip155:1:0x00000000000000000000000000000000000000a1')
    expect(kit.getChainId()).toBe(1)
    expect(kit.getWalletProvider()).toEqual({ isTestProvider: true })
    expect(kit.getWalletInfo()).toEqual({ name: 'Test Wallet', icon: 'https://wallet.example/icon.png' })
    await new Promise((r) => setTimeout(r, 0))
    expect(accounts.at(-1)).toMatchObject({ isConnected: true, status: 'connected' })
  })

  it('switches network through the wallet and notifies subscribers', async () => {
    const connector = fakeConnector()
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    await kit.connect('test-wallet')
    const seen: unknown[] = []
    kit.subscribeNetwork((n) => seen.push(n.caipNetworkId))
    await kit.switchNetwork(arbitrum)
    expect(connector.calls).toContain('switch:eip155:42161')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
    expect(kit.getCaipAddress()).toBe('eip155:42161:0x00000000000000000000000000000000000000a1')
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual(['eip155:42161'])
  })

  it('rejects a network that is not configured with Network not found (SPEC §8)', async () => {
    const kit = testKit()
    await expect(kit.switchNetwork({ ...arbitrum, id: 10, caipNetworkId: 'eip155:10' })).rejects.toThrow('Network not found')
  })

  it('sets the theme mode and merges theme variables', () => {
    const kit = testKit({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00f' } })
    kit.setThemeMode('dark')
    kit.setThemeVariables({ '--w3m-border-radius-master': '2px' })
    expect(kit.getThemeMode()).toBe('dark')
    expect(kit.kernel.state.theme.themeVariables).toEqual({ '--w3m-accent': '#00f', '--w3m-border-radius-master': '2px' })
  })

  it('shows success and error messages in the snackbar, the second 150 ms after the first closes (SPEC §4)', async () => {
    const kit = testKit()
    vi.useFakeTimers()
    kit.showSuccessMessage('Copied')
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Copied', variant: 'success' })
    kit.showErrorMessage('Nope')
    expect(kit.kernel.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(150)
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Nope', variant: 'error' })
    vi.useRealTimers()
  })

  it('exposes the latest event and streams events', async () => {
    const kit = testKit()
    expect(kit.getEvent()?.event).toBe('MODAL_CREATED')
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.data.event))
    await kit.open()
    expect(events).toEqual(['MODAL_OPEN'])
    expect(kit.getEvent()).toEqual({
      timestamp: expect.any(Number),
      reportedErrors: {},
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      event: 'MODAL_OPEN',
    })
    expect(kit.getEvent()).toBe(kit.getEvent())
  })

  it('a start-up that fails is logged and reported; the kit still counts as initialized (SPEC §8)', async () => {
    vi.resetModules()
    vi.doMock('./startup.js', () => Promise.reject(new Error('The start-up code did not load.')))
    try {
      // A fresh module graph, so that createKit imports the start-up code that fails.
      const { createKit: createFailingKit } = await import('./createKit.js')
      const { getKernelApi } = await import('./internals.js')
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const kit = createFailingKit({ projectId: 'test-project', networks: [mainnet], basic: true }, { env: testEnvironment() })
      await expect(kit.ready()).rejects.toThrow()
      await vi.waitFor(() => expect(kit.getState().initialized).toBe(true))
      expect(logged).toHaveBeenCalledOnce()
      expect(getKernelApi(kit).events.recent('ERROR_REPORT')[0]?.properties).toMatchObject({
        errorType: 'INTERNAL_SDK_ERROR',
      })
    } finally {
      vi.doUnmock('./startup.js')
    }
  })
})

describe('connector names (names that spoof)', () => {
  it('a registered connector shows its name without bidi or invisible characters, the same object kept', async () => {
    const kit = testKit({ basic: true })
    const plain = fakeConnector({ id: 'a', name: 'Trust\u202EtellaW' })
    const frozen = Object.freeze(fakeConnector({ id: 'b', name: 'Meta\u200BMask' }))
    const readOnly = Object.defineProperty(fakeConnector({ id: 'c' }), 'name', { get: () => 'Rain\u2066bow' })
    for (const connector of [plain, frozen, readOnly]) kit.kernel.registerConnector(connector)
    const list = kit.kernel.state.connectors.list
    expect(list.map((c) => c.name)).toEqual(['TrusttellaW', 'MetaMask', 'Rainbow'])
    expect(list[0]).toBe(plain)
    await kit.destroy()
  })
})
