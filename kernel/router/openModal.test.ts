import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ViewName } from '../types/registries.js'
import { arbitrum, fakeConnector, solanaMainnet, mainnet, testEnvironment, testKit, withKernel } from '../../test/fixtures.js'
import { createKit } from '../createKit.js'
import { definePlugin } from '../plugins/definePlugin.js'

/** Stands in for the WalletConnect plugin: its Connect row connects directory wallets and starts on its basic view. */
const walletConnectViews = definePlugin({
  id: 'walletconnect-views',
  views: { ConnectingWalletConnectBasic: async () => ({ default: () => null }) },
  setup: (context) =>
    void context.registerConnectMethod({
      id: 'wc',
      method: 'wallet',
      label: 'WalletConnect',
      view: 'ConnectingWalletConnectBasic',
      connectsWallets: true,
      startView: 'ConnectingWalletConnectBasic',
    }),
})

describe('open (SPEC §2 Opening the modal)', () => {
  it('shows Connect when no address is connected (SPEC §2)', async () => {
    const kit = testKit()
    await kit.ready()
    await kit.open()
    expect(kit.getState().open).toBe(true)
    expect(kit.kernel.state.router.view).toBe('Connect')
    expect(kit.kernel.state.router.history).toEqual(['Connect'])
  })

  it('shows Account when an address is connected (SPEC §2)', async () => {
    const kit = testKit({ connectors: [fakeConnector()] })
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('Account')
  })

  it('shows a requested view with its data (SPEC §2)', async () => {
    const kit = testKit()
    await kit.ready()
    await kit.open({ view: 'SwitchNetwork', data: { network: arbitrum } })
    expect(kit.kernel.state.router.view).toBe('SwitchNetwork')
    expect(kit.kernel.state.router.data).toEqual({ network: arbitrum })
  })

  it("takes the view's data under AppKit's name too: open({ view, arguments })", async () => {
    const kit = testKit()
    await kit.ready()
    await kit.open({ view: 'SwitchNetwork', arguments: { network: arbitrum } })
    expect(kit.kernel.state.router.data).toEqual({ network: arbitrum })
    // `data` wins when both are given.
    await kit.open({ view: 'SwitchNetwork', data: { network: mainnet }, arguments: { network: arbitrum } })
    expect(kit.kernel.state.router.data).toEqual({ network: mainnet })
  })

  it('with no adapters and no address shows ConnectingWalletConnectBasic on desktop (SPEC §2)', async () => {
    const kit = withKernel(createKit(
      { projectId: 'p', networks: [mainnet], basic: true, plugins: [walletConnectViews] },
      { env: testEnvironment({ isMobile: () => false }) },
    ))
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with no adapters and no address shows AllWallets on mobile (SPEC §2)', async () => {
    const kit = withKernel(createKit(
      { projectId: 'p', networks: [mainnet], basic: true },
      { env: testEnvironment({ isMobile: () => true }) },
    ))
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('AllWallets')
  })

  it('with manual WalletConnect control follows the mobile and desktop rule even with adapters (SPEC §2)', async () => {
    const desktop = testKit({ manualWCControl: true, plugins: [walletConnectViews] })
    await desktop.open()
    expect(desktop.kernel.state.router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = testKit({ manualWCControl: true }, { env: testEnvironment({ isMobile: () => true }) })
    await mobile.open()
    expect(mobile.kernel.state.router.view).toBe('AllWallets')
  })

  it('opening with another namespace switches to it and filters to it (SPEC §2, §4)', async () => {
    const kit = testKit({ networks: [mainnet, solanaMainnet] })
    await kit.ready()
    expect(kit.getState().activeChain).toBe('eip155')
    await kit.open({ namespace: 'solana' })
    expect(kit.getState().activeChain).toBe('solana')
    expect(kit.getState().selectedNetworkId).toBe(solanaMainnet.caipNetworkId)
    expect(kit.kernel.state.modal.namespaceFilter).toBe('solana')
  })

  it('emits MODAL_OPEN once per opening', async () => {
    const kit = testKit()
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.event))
    await kit.open()
    await kit.open({ view: 'Networks' })
    expect(events.filter((e) => e === 'MODAL_OPEN')).toHaveLength(1)
  })

  it('without a plugin that connects directory wallets, the no-adapter case shows AllWallets on desktop too', async () => {
    const kit = withKernel(createKit(
      { projectId: 'p', networks: [mainnet], basic: true, features: { walletConnect: false } },
      { env: testEnvironment({ isMobile: () => false }) },
    ))
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('AllWallets')
  })

  it('rejects a view nothing provides and leaves the modal closed', async () => {
    const kit = testKit()
    await expect(kit.open({ view: 'NoSuchView' as ViewName })).rejects.toThrow('View not available: NoSuchView')
    expect(kit.getState().open).toBe(false)
  })

  it('in embedded mode closes once an address is set (SPEC §2)', async () => {
    const kit = testKit({ enableEmbedded: true, connectors: [fakeConnector()] })
    await kit.ready()
    await kit.open()
    expect(kit.getState().open).toBe(true)
    await kit.connect('test-wallet')
    await new Promise((r) => setTimeout(r, 0))
    expect(kit.getState().open).toBe(false)
    expect(kit.kernel.state.router.view).toBe('Account')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("a first open fetches plugins once the modal's code is in, not alongside it; a failed UI still loads them", async () => {
    const log: string[] = []
    let uiLoaded: (() => void) | undefined
    const plugin = async () => {
      log.push('plugin fetched')
      return { default: definePlugin({ id: 'late', views: {} }) }
    }
    const ui = () =>
      new Promise<{ mount: () => () => void }>((resolve) => {
        log.push('ui fetched')
        uiLoaded = () => resolve({ mount: () => () => {} })
      })
    // The kit mounts a UI only where there is a document.
    vi.stubGlobal('document', {})
    const kit = testKit({ plugins: [plugin] }, { builtins: {}, ui })
    await kit.ready()
    const opened = kit.open()
    await vi.waitFor(() => expect(uiLoaded).toBeTypeOf('function'))
    await new Promise((r) => setTimeout(r, 20))
    expect(log).toEqual(['ui fetched'])
    uiLoaded?.()
    await opened
    await vi.waitFor(() => expect(log).toEqual(['ui fetched', 'plugin fetched']))

    const failing = testKit({ plugins: [plugin] }, { builtins: {}, ui: () => Promise.reject(new Error('offline')) })
    await failing.ready()
    await expect(failing.open()).rejects.toThrow('offline')
    await vi.waitFor(() => expect(log.filter((l) => l === 'plugin fetched')).toHaveLength(2))
  })

  it("opens on a core view once the UI has its code (no spinner first); a view that fails to load still opens", async () => {
    // The view's code, in once the test says: every ask for it answers then (the mount's, then open()'s).
    let viewLoaded: (() => void) | undefined
    const loaded = new Promise<void>((resolve) => (viewLoaded = resolve))
    const asked: string[] = []
    const ui = async () => ({
      mount: () => () => {},
      loadView: (view: string) => {
        asked.push(view)
        return loaded
      },
    })
    vi.stubGlobal('document', {})
    const kit = testKit({}, { builtins: {}, ui })
    await kit.ready()
    const opened = kit.open()
    await vi.waitFor(() => expect(asked).toContain('Connect'))
    await new Promise((r) => setTimeout(r, 20))
    expect(kit.kernel.state.modal.open).toBe(false)
    viewLoaded?.()
    await opened
    expect(kit.kernel.state.modal.open).toBe(true)
    expect(kit.kernel.state.router.view).toBe('Connect')

    // A UI without `loadView` opens as before.
    const plain = testKit({}, { builtins: {}, ui: async () => ({ mount: () => () => {} }) })
    await plain.ready()
    await plain.open()
    expect(plain.kernel.state.modal.open).toBe(true)
  })
})
