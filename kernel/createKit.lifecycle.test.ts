import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeConnector, testEnvironment, testKit } from '../test/fixtures.js'
import { CONNECT_WALLETS_WAIT_MS, type UiModule } from './kit/mountUi.js'
import type { BuiltinPlugin } from './plugins/createPluginHost.js'
import type { Plugin } from './plugins/definePlugin.js'
import type { PluginContext } from './plugins/pluginContext.js'
import type { ViewName } from './types/registries.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A browser-like global with an idle queue the test runs by hand. */
function stubIdle() {
  const queued = new Map<number, () => void>()
  let next = 0
  vi.stubGlobal('document', {})
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    queued.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (id: number) => queued.delete(id))
  return {
    queued,
    runAll() {
      for (const [id, callback] of [...queued]) {
        queued.delete(id)
        callback()
      }
    },
  }
}

function deferred<value>() {
  let resolve!: (v: value) => void
  const promise = new Promise<value>((r) => (resolve = r))
  return { promise, resolve }
}

describe('idle prefetch', () => {
  it("mounts the modal and sets up the host's plugins and the built-in ones whose rows Connect shows in place; the others after open()", async () => {
    const idle = stubIdle()
    const mount = vi.fn(() => () => {})
    const setUp: string[] = []
    const plugin = (id: string): Plugin => ({ id, setup: () => void setUp.push(id) })
    const builtins = {
      // A row in place in Connect, and what it requires.
      email: { enabled: () => true, views: [], requires: ['wallet'], registers: { connectMethods: [{ id: 'email', method: 'email', label: 'email.label', view: 'ConnectEmail', inline: true }] }, load: async () => ({ default: { ...plugin('email'), requires: ['wallet'] } }) },
      wallet: { views: [], load: async () => ({ default: plugin('wallet') }) },
      // A row that opens a view of its own, and a plugin with no row.
      walletconnect: { enabled: () => true, views: [], registers: { connectMethods: [{ id: 'wc', method: 'wallet', label: 'WalletConnect', view: 'ConnectingWalletConnect' }] }, load: async () => ({ default: plugin('walletconnect') }) },
      send: { enabled: () => true, views: [], load: async () => ({ default: plugin('send') }) },
    } as const
    const kit = testKit({ plugins: [plugin('acme')] }, { ui: async (): Promise<UiModule> => ({ mount }), builtins })
    await kit.ready()
    await Promise.resolve()
    idle.runAll()
    await vi.waitFor(() => expect(mount).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect([...setUp].sort()).toEqual(['acme', 'email', 'wallet']))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(setUp).toHaveLength(3)
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run))
    await kit.open()
    await vi.waitFor(() => expect([...setUp].sort()).toEqual(['acme', 'email', 'send', 'wallet', 'walletconnect']))
    await kit.destroy()
  })

  it('loads a plugin whose setup waits for its use (setupOnUse) without setting it up: its row can show; its use sets it up', async () => {
    const idle = stubIdle()
    const setUp: string[] = []
    const view = async () => ({ default: () => null })
    const waiting = (id: string, requires: string[] = [], setupOnUse: Plugin['setupOnUse'] = true): Plugin => ({
      id,
      requires,
      setupOnUse,
      views: id === 'email' ? { ConnectEmail: view, EmailVerifyOtp: view } : {},
      setup: () => {
        setUp.push(id)
        return { api: { id } }
      },
    })
    const builtins = {
      email: { enabled: () => true, views: ['ConnectEmail', 'EmailVerifyOtp'], requires: ['wallet'], registers: { connectMethods: [{ id: 'email', method: 'email', label: 'email.label', view: 'ConnectEmail', inline: true }] }, load: async () => ({ default: waiting('email', ['wallet']) }) },
      wallet: { views: [], load: async () => ({ default: waiting('wallet') }) },
      // A login coming back to the page cannot wait.
      socials: { enabled: () => true, views: [], registers: { connectMethods: [{ id: 'socials', method: 'social', label: 'social.label', view: 'ConnectSocialRow', inline: true }] }, load: async () => ({ default: waiting('socials', [], () => false) }) },
    } as const
    /** A kit after the idle prefetch, with what set up since. */
    const prefetched = async () => {
      setUp.length = 0
      const kit = testKit({}, { ui: async (): Promise<UiModule> => ({ mount: () => () => {} }), builtins })
      await kit.ready()
      await Promise.resolve()
      idle.runAll()
      await vi.waitFor(() => expect(kit.kernel.getView('ConnectEmail')).toBeTypeOf('function'))
      await vi.waitFor(() => expect(setUp).toEqual(['socials']))
      setUp.length = 0
      return kit
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

    // The row's code loads without the setup; the row's use sets the plugin up, its requirement first.
    const used = await prefetched()
    await used.kernel.getView('ConnectEmail')?.()
    await settle()
    expect(setUp).toEqual([])
    await expect((used.kernel.state.plugins['email']?.context as PluginContext).ready()).resolves.toEqual({ id: 'email' })
    expect(setUp).toEqual(['wallet', 'email'])
    await used.destroy()

    // Another of its views sets it up before it renders.
    const viewed = await prefetched()
    await viewed.kernel.getView('EmailVerifyOtp')?.()
    expect(setUp).toEqual(['wallet', 'email'])
    await viewed.destroy()

    // Without a use, the first open sets them up, after its first frame.
    const opened = await prefetched()
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run))
    await opened.open()
    expect(setUp).toEqual([])
    await vi.waitFor(() => expect(setUp).toEqual(['wallet', 'email']))
    await opened.destroy()
  })
})

describe("the first open's mount and Connect's directory wallets", () => {
  /** A directory whose wallet lists answer when the test says (an empty list), and nothing else. */
  function heldDirectory() {
    const answer = deferred<void>()
    const asked: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input))
      await answer.promise
      return new Response(JSON.stringify({ count: 0, data: [] }), { headers: { 'content-type': 'application/json' } })
    })
    return { answer, asked, fetch: fetch as unknown as typeof globalThis.fetch }
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('mounts the modal once they are in, so Connect renders once, with its rows', async () => {
    stubIdle()
    await import('./store/connectWallets.js') // in, as in a browser where it came with the first open's code
    const directory = heldDirectory()
    const mount = vi.fn(() => () => {})
    const kit = testKit({}, { ui: async (): Promise<UiModule> => ({ mount }), fetch: directory.fetch })
    await kit.ready()
    const opening = kit.open()
    await vi.waitFor(() => expect(directory.asked.some((url) => url.includes('/getWallets'))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(mount).not.toHaveBeenCalled()
    directory.answer.resolve()
    await opening
    expect(mount).toHaveBeenCalledOnce()
  })

  it(`waits no longer than ${CONNECT_WALLETS_WAIT_MS} ms for them`, async () => {
    stubIdle()
    await import('./store/connectWallets.js')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const directory = heldDirectory()
    const mount = vi.fn(() => () => {})
    const kit = testKit({}, { ui: async (): Promise<UiModule> => ({ mount }), fetch: directory.fetch })
    await kit.ready()
    void kit.open()
    await vi.advanceTimersByTimeAsync(CONNECT_WALLETS_WAIT_MS - 1)
    expect(mount).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(mount).toHaveBeenCalledOnce()
  })

  it("mounts once the first view's code is in too, so open() shows it without asking for it again", async () => {
    stubIdle()
    await import('./store/connectWallets.js')
    const view = deferred<void>()
    const calls: string[] = []
    const loadView = vi.fn(async (name: string) => {
      calls.push(`load ${name}`)
      await view.promise
      calls.push(`loaded ${name}`)
    })
    const mount = vi.fn(() => (calls.push('mount'), () => {}))
    const kit = testKit({}, { ui: async (): Promise<UiModule> => ({ mount, loadView }) })
    await kit.ready()
    const opening = kit.open()
    await vi.waitFor(() => expect(loadView).toHaveBeenCalledWith('Connect'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(mount).not.toHaveBeenCalled()
    view.resolve()
    await opening
    expect(calls.slice(0, 3)).toEqual(['load Connect', 'loaded Connect', 'mount'])
    expect(kit.getState().open).toBe(true)
  })
})

describe('plugins that load on use (loadsOnUse)', () => {
  /** A kit after its first open, with two plugins that load on use, one of them connecting directory wallets. */
  async function opened(isMobile = false) {
    const idle = stubIdle()
    const setUp: string[] = []
    const view = async () => ({ default: () => null })
    const onUse = (id: string, connectsWallets: boolean): BuiltinPlugin => ({
      enabled: () => true,
      views: [`${id}View` as ViewName],
      loadsOnUse: true,
      registers: { connectMethods: [{ id, method: 'wallet', label: id, view: `${id}View` as ViewName, connectsWallets }] },
      load: async (): Promise<{ default: Plugin }> => ({ default: { id, views: { [`${id}View`]: view }, setup: () => void setUp.push(id) } }),
    })
    const builtins = {
      remote: onUse('remote', true),
      passkey: onUse('passkey', false),
      always: { enabled: () => true, views: [], load: async (): Promise<{ default: Plugin }> => ({ default: { id: 'always', setup: () => void setUp.push('always') } }) },
    } as const
    const kit = testKit({}, { ui: async (): Promise<UiModule> => ({ mount: () => () => {} }), builtins, env: testEnvironment({ isMobile: () => isMobile }) })
    await kit.ready()
    await Promise.resolve()
    idle.runAll()
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run))
    await kit.open()
    await vi.waitFor(() => expect(setUp).toContain('always'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { kit, setUp }
  }

  it('a first open leaves them out; heading for a directory wallet loads the one that connects them, and its view registers', async () => {
    const { kit, setUp } = await opened()
    expect(setUp).toEqual(['always'])
    kit.kernel.events.emit('CONNECT_INTENT')
    await vi.waitFor(() => expect(kit.kernel.getView('remoteView')).toBeTypeOf('function'))
    expect(setUp).toEqual(['always', 'remote'])
    await kit.destroy()
  })

  it("heading for a plugin's own row loads that plugin", async () => {
    const { kit, setUp } = await opened()
    kit.kernel.events.emit('CONNECT_INTENT', { via: 'passkey' })
    await vi.waitFor(() => expect(setUp).toEqual(['always', 'passkey']))
    await kit.destroy()
  })

  it('on a phone, the first open loads them', async () => {
    const { kit, setUp } = await opened(true)
    expect([...setUp].sort()).toEqual(['always', 'passkey', 'remote'])
    await kit.destroy()
  })
})

describe('destroy() stops what the kit started (lifecycle)', () => {
  it('cancels the idle prefetch: no modal mounts and no plugin loads after destroy', async () => {
    const idle = stubIdle()
    const mount = vi.fn(() => () => {})
    const setup = vi.fn()
    const plugin: Plugin = { id: 'p', setup }
    const kit = testKit({ plugins: [plugin] }, { ui: async (): Promise<UiModule> => ({ mount }) })
    await kit.ready()
    await Promise.resolve()
    expect(idle.queued.size).toBe(1)
    await kit.destroy()
    expect(idle.queued.size).toBe(0)
    idle.runAll()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(mount).not.toHaveBeenCalled()
    expect(setup).not.toHaveBeenCalled()
  })

  it('mounts nothing when the UI chunk arrives after destroy', async () => {
    stubIdle()
    const chunk = deferred<UiModule>()
    const mount = vi.fn(() => () => {})
    const kit = testKit({}, { ui: () => chunk.promise })
    await kit.ready()
    const opening = kit.open().catch(() => {})
    await kit.destroy()
    chunk.resolve({ mount })
    await opening
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(mount).not.toHaveBeenCalled()
  })

  it('unmounts the modal it mounted', async () => {
    stubIdle()
    const unmount = vi.fn()
    const kit = testKit({}, { ui: async () => ({ mount: () => unmount }) })
    await kit.ready()
    await kit.open()
    await kit.destroy()
    expect(unmount).toHaveBeenCalledOnce()
  })

  it('does not listen to a wallet whose connect finishes after destroy', async () => {
    const answer = deferred<{ address: string; chainId: number }>()
    const subscribe = vi.fn(() => () => {})
    const connector = fakeConnector({ connect: () => answer.promise, subscribe })
    // An adapter without a teardown: its connector stays registered after destroy.
    const kit = testKit({ adapters: [{ namespace: 'eip155', setup: (context) => void context.registerConnector(connector) }] })
    await kit.ready()
    const connecting = kit.connect('test-wallet').catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The connect attempt watches the wallet for a disconnect while it waits.
    const watching = subscribe.mock.calls.length
    await kit.destroy()
    answer.resolve({ address: '0x00000000000000000000000000000000000000a1', chainId: 1 })
    await connecting
    expect(subscribe).toHaveBeenCalledTimes(watching)
  })

  it('stops listening to the connected wallet and tears the adapters down', async () => {
    const off = vi.fn()
    const connector = fakeConnector({ subscribe: () => off })
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    await kit.connect('test-wallet')
    await kit.destroy()
    expect(off).toHaveBeenCalled()
    expect(kit.kernel.state.connectors.list).toEqual([])
  })
})
