import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILTIN_PLUGINS } from '../../entry/builtinPlugins.js'
import type { Connector } from '../../kernel/types/connector.js'
import { testKit, pluginContext } from '../../test/fixtures.js'
import { createUniversalProvider } from './createUniversalProvider.js'
import * as entry from './index.js'
import { FakeUniversalProvider } from './testing/fakeUniversalProvider.js'

vi.mock('@walletconnect/universal-provider', async () => {
  const { FakeUniversalProvider } = await import('./testing/fakeUniversalProvider.js')
  return { UniversalProvider: FakeUniversalProvider, default: FakeUniversalProvider }
})

const provider = () => FakeUniversalProvider.instances.at(-1) as FakeUniversalProvider

describe('plugins/walletconnect entry', () => {
  beforeEach(() => FakeUniversalProvider.reset())

  it('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "AccountNotFoundError",
        "ConnectionCancelledError",
        "ConnectionDeclinedError",
        "PRODUCTION_RELAY_URL",
        "WALLET_CONNECT_CONNECTOR_ID",
        "WalletConnectSetupError",
        "buildNamespaces",
        "default",
        "isProductionRelay",
        "walletConnect",
      ]
    `)
    expect(entry.default).toMatchObject({ id: 'walletconnect' })
    expect(entry.default.namespaces).toBeUndefined()
    expect(Object.keys(entry.default.views ?? {})).toEqual(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])
  })

  it('is the built-in `walletconnect` plugin, providing its two views', async () => {
    const builtin = BUILTIN_PLUGINS.walletconnect
    expect(builtin?.views).toEqual(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])
    expect((await builtin?.load())?.default).toBe(entry.default)
  })

  const walletConnectOnly = { builtins: { walletconnect: BUILTIN_PLUGINS.walletconnect! } }

  it('loads with the walletConnect feature (on by default) when a view of it is opened', async () => {
    const kit = testKit({}, walletConnectOnly)
    await kit.ready()
    expect(kit.kernel.modal.canShow('ConnectingWalletConnect')).toBe(true)
    expect(kit.kernel.getView('ConnectingWalletConnect')).toBeUndefined()
    await kit.open({ view: 'ConnectingWalletConnect' })
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnect')
    expect(kit.kernel.getView('ConnectingWalletConnectBasic')).toBeTypeOf('function')
    expect((kit.kernel.state.connectors.list as readonly Connector[]).some((c) => c.type === 'WALLET_CONNECT')).toBe(true)
    // The SDK is not part of loading the plugin.
    expect(FakeUniversalProvider.instances).toHaveLength(0)
    await kit.destroy()
    expect((kit.kernel.state.connectors.list as readonly Connector[]).some((c) => c.type === 'WALLET_CONNECT')).toBe(false)

    const off = testKit({ features: { walletConnect: false } }, walletConnectOnly)
    await off.ready()
    expect(off.kernel.modal.canShow('ConnectingWalletConnect')).toBe(false)
  })

  it('without chain adapters the desktop opens ConnectingWalletConnectBasic (SPEC §2)', async () => {
    const kit = testKit({ adapters: [] }, walletConnectOnly)
    await kit.ready()
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnectBasic')
    await kit.destroy()
  })

  it('points the provider at apiUrls.relay and skips Verify and telemetry off the production relay', async () => {
    const kit = testKit(
      { apiUrls: { relay: 'ws://127.0.0.1:4500' }, metadata: { name: 'Shop', description: 'A shop', url: 'http://127.0.0.1:5173', icons: [] } },
      { builtins: {} },
    )
    await kit.ready()
    const teardown = await entry.walletConnect({ prefetch: false }).setup?.(pluginContext(kit, 'walletconnect'))
    const connector = (kit.kernel.state.connectors.list as readonly Connector[]).find((c) => c.id === 'walletConnect')
    await connector?.getProvider?.()
    expect(provider().options).toEqual({
      projectId: 'test-project',
      relayUrl: 'ws://127.0.0.1:4500',
      customStoragePrefix: 'portico',
      telemetryEnabled: false,
      metadata: { name: 'Shop', description: 'A shop', url: 'http://127.0.0.1:5173', icons: [] },
    })
    await expect(provider().client.core.verify.register({ id: 'x' })).resolves.toBe('')
    if (typeof teardown === 'function') await teardown()
  })

  it("kit.destroy() ends the pending proposal, closes the provider's relay socket and stops its heartbeat", async () => {
    const kit = testKit({ apiUrls: { relay: 'ws://127.0.0.1:4500' } }, walletConnectOnly)
    await kit.ready()
    await kit.open({ view: 'ConnectingWalletConnect' })
    const connector = (kit.kernel.state.connectors.list as readonly Connector[]).find((c) => c.id === 'walletConnect')
    await connector?.getProvider?.()
    // A pairing under way: its proposal waits for a wallet.
    const connecting = connector!.connect({})
    await vi.waitFor(() => expect(provider().client.proposal.getAll()).toEqual([{ id: 0 }]))
    expect(provider().calls).not.toContain('transportClose')
    await kit.destroy()
    await expect(connecting).rejects.toThrow()
    expect(provider().calls).toEqual(expect.arrayContaining(['proposal_expire:0', 'heartbeat.stop', 'transportClose']))
    expect(provider().client.proposal.getAll()).toEqual([])
    // The SDK's own online listener cannot reopen the closed socket.
    await provider().client.core.relayer.transportOpen()
    expect(provider().calls).not.toContain('transportOpen')
  })

  it('defaults to the production relay, with Verify and telemetry as the SDK has them', async () => {
    const kit = testKit({}, { builtins: {} })
    await kit.ready()
    await entry.walletConnect({ prefetch: false, customStoragePrefix: 'shop' }).setup?.(pluginContext(kit, 'walletconnect'))
    const connector = (kit.kernel.state.connectors.list as readonly Connector[]).find((c) => c.id === 'walletConnect')
    await connector?.getProvider?.()
    expect(provider().options).toMatchObject({
      relayUrl: 'wss://relay.walletconnect.org',
      customStoragePrefix: 'shop',
      telemetryEnabled: true,
    })
    expect(provider().options).not.toHaveProperty('metadata')
    await expect(provider().client.core.verify.register({ id: 'x' })).resolves.toBe('attestation-from-the-cloud')
  })

  it('createUniversalProvider honours an explicit disableVerify', async () => {
    const made = (await createUniversalProvider({
      projectId: 'p',
      relayUrl: 'wss://relay.walletconnect.org',
      customStoragePrefix: 'portico',
      disableVerify: true,
      telemetryEnabled: false,
    })) as unknown as FakeUniversalProvider
    await expect(made.client.core.verify.register({})).resolves.toBe('')
  })

  it('isProductionRelay', () => {
    expect(entry.isProductionRelay('wss://relay.walletconnect.org')).toBe(true)
    expect(entry.isProductionRelay('wss://relay.walletconnect.com/?projectId=x')).toBe(true)
    expect(entry.isProductionRelay('ws://relay.walletconnect.org')).toBe(false)
    expect(entry.isProductionRelay('ws://127.0.0.1:4500')).toBe(false)
    expect(entry.isProductionRelay('wss://relay.walletconnect.org.evil.example')).toBe(false)
    expect(entry.isProductionRelay('not a url')).toBe(false)
  })
})
