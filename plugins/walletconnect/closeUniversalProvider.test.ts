import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  closeUniversalProvider,
  expireProposals,
  holdCore,
  withNetworkListeners,
  type ClosableCore,
} from './closeUniversalProvider.js'

function fakeCore() {
  const calls: string[] = []
  const core: ClosableCore = {
    heartbeat: { stop: () => void calls.push('heartbeat.stop') },
    relayer: {
      transportClose: async () => void calls.push('transportClose'),
      transportOpen: async () => void calls.push('transportOpen'),
      restartTransport: async () => void calls.push('restartTransport'),
      connect: async () => void calls.push('connect'),
      toEstablishConnection: async () => void calls.push('toEstablishConnection'),
      request: async () => void calls.push('request'),
    },
  }
  return { core, calls }
}

const global = globalThis as Record<string, unknown>

afterEach(() => {
  delete global['_walletConnectCore_shop']
  delete global['_walletConnectCore_shop_count']
  vi.restoreAllMocks()
})

describe('closeUniversalProvider', () => {
  it('stops the heartbeat, closes the socket for good and forgets the page-wide Core of its prefix', async () => {
    const { core, calls } = fakeCore()
    holdCore(core)
    global['_walletConnectCore_shop'] = core
    global['_walletConnectCore_shop_count'] = 1
    await closeUniversalProvider(core, 'shop')
    expect(calls).toEqual(['heartbeat.stop', 'transportClose'])
    expect(global['_walletConnectCore_shop']).toBeUndefined()
    expect(global['_walletConnectCore_shop_count']).toBeUndefined()
    await core.relayer.transportOpen()
    await core.relayer.restartTransport()
    await core.relayer.connect()
    await core.relayer.toEstablishConnection()
    await expect(core.relayer.request()).rejects.toThrow('closed')
    expect(calls).toEqual(['heartbeat.stop', 'transportClose'])
  })

  it('keeps a Core that another kit with the same prefix still uses, and closes it with the last one', async () => {
    const { core, calls } = fakeCore()
    holdCore(core)
    holdCore(core)
    await closeUniversalProvider(core, 'shop')
    expect(calls).toEqual([])
    await closeUniversalProvider(core, 'shop')
    expect(calls).toEqual(['heartbeat.stop', 'transportClose'])
  })

  it("leaves another prefix's Core alone", async () => {
    const { core } = fakeCore()
    const other = fakeCore().core
    global['_walletConnectCore_shop'] = other
    holdCore(core)
    await closeUniversalProvider(core, 'shop')
    expect(global['_walletConnectCore_shop']).toBe(other)
  })

  it("removes the window's online and offline listeners the SDK's start added, with the Core's last user", async () => {
    const added: [string, unknown][] = []
    const removed: [string, unknown][] = []
    vi.stubGlobal('addEventListener', (type: string, listener: unknown) => void added.push([type, listener]))
    vi.stubGlobal('removeEventListener', (type: string, listener: unknown) => void removed.push([type, listener]))
    const online = () => {}
    const offline = () => {}
    const resize = () => {}
    const { core } = fakeCore()
    const { made, listeners } = await withNetworkListeners(async () => {
      globalThis.addEventListener('online', online)
      await Promise.resolve()
      globalThis.addEventListener('offline', offline)
      globalThis.addEventListener('resize', resize)
      return core
    })
    expect(made).toBe(core)
    expect(added.map(([type]) => type)).toEqual(['online', 'offline', 'resize'])
    holdCore(core, listeners)
    holdCore(core)
    await closeUniversalProvider(core, 'shop')
    expect(removed).toEqual([])
    await closeUniversalProvider(core, 'shop')
    expect(removed).toEqual([
      ['online', online],
      ['offline', offline],
    ])
  })

  it('puts the window back once the last of two overlapping starts ends', async () => {
    const real = vi.fn()
    vi.stubGlobal('addEventListener', real)
    let finishFirst!: () => void
    const first = withNetworkListeners(() => new Promise<string>((resolve) => (finishFirst = () => resolve('first'))))
    const second = withNetworkListeners(async () => {
      globalThis.addEventListener('online', () => {})
      return 'second'
    })
    expect((await second).listeners.map(([type]) => type)).toEqual(['online'])
    expect(globalThis.addEventListener).not.toBe(real)
    finishFirst()
    expect((await first).listeners.map(([type]) => type)).toEqual(['online'])
    expect(globalThis.addEventListener).toBe(real)
    expect(real).toHaveBeenCalledOnce()
  })
})

describe('expireProposals', () => {
  it('expires every pending proposal through the client, the way its own expiry does', () => {
    const emitted: unknown[] = []
    expireProposals({
      proposal: { getAll: () => [{ id: 11 }, { id: 12 }] },
      events: { emit: (event, payload) => emitted.push([event, payload]) },
    })
    expect(emitted).toEqual([
      ['proposal_expire', { id: 11 }],
      ['proposal_expire', { id: 12 }],
    ])
  })
})
