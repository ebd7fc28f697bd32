import { describe, expect, it, vi } from 'vitest'
import { fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'
import { definePlugin, type Plugin } from './definePlugin.js'

const StakeView = () => null

// The views these tests' plugins provide, declared as a plugin author declares them.
declare module 'portico' {
  interface ViewDataMap {
    AcmeStake: { pool: string } | undefined
    Slow: undefined
    Flaky: undefined
    Broken: undefined
  }
}

/** A third-party plugin as a host would write it: a view, a connector, a teardown. */
function stakingPlugin(log: string[]): Plugin {
  return definePlugin({
    id: 'acme-staking',
    views: {
      AcmeStake: async () => {
        log.push('view fetched')
        return { default: StakeView }
      },
    },
    setup(kernel) {
      log.push('setup')
      const removeConnector = kernel.registerConnector(fakeConnector({ id: 'acme-wallet', name: 'Acme Wallet' }))
      return () => {
        removeConnector()
        log.push('teardown')
      }
    },
  })
}

/** The send feature turns the built-in `send` plugin on, as in the registry. */
const sendOn = ({ send }: { send: boolean }) => send

describe('plugin host (DESIGN.md Plugin interface)', () => {
  it('opens core views without waiting for plugins, which load alongside', async () => {
    let release: (() => void) | undefined
    const slow = () =>
      new Promise<{ default: Plugin }>((resolve) => {
        release = () => resolve({ default: definePlugin({ id: 'slow', views: { Slow: async () => ({ default: StakeView }) } }) })
      })
    const kit = testKit({ plugins: [slow] })
    await kit.open()
    expect(kit.kernel.state.router.view).toBe('Connect')
    expect(kit.kernel.getView('Slow')).toBeUndefined()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    release?.()
    await vi.waitFor(() => expect(kit.kernel.getView('Slow')).toBeTypeOf('function'))
  })

  it('fetches a lazily passed plugin only when the kit first needs it, then registers its view and connector', async () => {
    const log: string[] = []
    const loader = vi.fn(async () => ({ default: stakingPlugin(log) }))
    const kit = testKit({ plugins: [loader] })
    await kit.ready()
    expect(loader).not.toHaveBeenCalled()
    expect(kit.kernel.state.connectors.list.map((c) => c.id)).not.toContain('acme-wallet')

    await kit.open({ view: 'AcmeStake', data: { pool: 'eth' } })
    expect(loader).toHaveBeenCalledOnce()
    expect(log).toEqual(['setup'])
    expect(kit.kernel.state.router.view).toBe('AcmeStake')
    expect(kit.kernel.state.router.data).toEqual({ pool: 'eth' })
    expect(kit.kernel.state.connectors.list.map((c) => c.id)).toContain('acme-wallet')

    await kit.open()
    expect(loader).toHaveBeenCalledOnce()
  })

  it('runs the teardown on unload: the connector and the view go', async () => {
    const log: string[] = []
    const kit = testKit({ plugins: [stakingPlugin(log)] })
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.state.connectors.list.map((c) => c.id)).toContain('acme-wallet'))
    await kit.destroy()
    expect(log).toEqual(['setup', 'teardown'])
    expect(kit.kernel.state.connectors.list.map((c) => c.id)).not.toContain('acme-wallet')
    await expect(kit.open({ view: 'AcmeStake' })).rejects.toThrow('View not available: AcmeStake')
  })

  it("adds a plugin's Account actions in order, removes one when asked and the rest when the plugin unloads", async () => {
    let removeFirst = () => {}
    const plugin = definePlugin({
      id: 'acme-staking',
      views: { AcmeStake: async () => ({ default: StakeView }) },
      setup(context) {
        removeFirst = context.registerAccountAction({ id: 'stake', label: 'acme.stake', view: 'AcmeStake' })
        context.registerAccountAction({ id: 'history', label: 'acme.history', view: 'AcmeStake' })
      },
    })
    const kit = testKit({ plugins: [plugin] })
    await kit.open()
    const actions = () => kit.kernel.state.registrations.accountActions.map((a) => `${a.pluginId}:${a.id}:${a.label}`)
    await vi.waitFor(() => expect(actions()).toEqual(['acme-staking:stake:acme.stake', 'acme-staking:history:acme.history']))
    removeFirst()
    expect(actions()).toEqual(['acme-staking:history:acme.history'])
    await kit.destroy()
    expect(actions()).toEqual([])
  })


  it('fetches English shipped as a chunk with the first view (the view resolves once both are in), not before', async () => {
    const fetched: string[] = []
    let releaseEnglish = () => {}
    const english = new Promise<void>((resolve) => (releaseEnglish = resolve))
    const plugin = definePlugin({
      id: 'acme-staking',
      strings: {
        en: async () => {
          fetched.push('en')
          await english
          return { default: { 'title.AcmeStake': 'Stake' } }
        },
      },
      views: { AcmeStake: async () => ({ default: StakeView }) },
    })
    const kit = testKit({ plugins: [plugin] })
    await kit.open()
    await vi.waitFor(() => expect(kit.kernel.getView('AcmeStake')).toBeTypeOf('function'))
    expect(fetched).toEqual([])
    expect(kit.kernel.state.plugins['acme-staking']?.views).toEqual(['AcmeStake'])

    let resolved = false
    const view = kit.kernel.getView('AcmeStake')?.().then((module) => ((resolved = true), module))
    await vi.waitFor(() => expect(fetched).toEqual(['en']))
    await Promise.resolve()
    expect(resolved).toBe(false)
    releaseEnglish()
    expect((await view)?.default).toBe(StakeView)
    expect(kit.kernel.state.plugins['acme-staking']?.strings?.en).toEqual({ 'title.AcmeStake': 'Stake' })
    await kit.kernel.getView('AcmeStake')?.()
    expect(fetched).toEqual(['en'])
  })

  it('fetches English shipped as a chunk when the plugin adds an Account action (its label), and again after a failure', async () => {
    let attempts = 0
    const plugin = definePlugin({
      id: 'acme-staking',
      strings: {
        en: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('chunk failed')
          return { default: { 'acme.stake': 'Stake' } }
        },
      },
      views: { AcmeStake: async () => ({ default: StakeView }) },
      setup(context) {
        context.registerAccountAction({ id: 'stake', label: 'acme.stake', view: 'AcmeStake' })
      },
    })
    const kit = testKit({ plugins: [plugin] })
    await kit.open()
    await vi.waitFor(() => expect(attempts).toBe(1))
    expect(typeof kit.kernel.state.plugins['acme-staking']?.strings?.en).toBe('function')
    await kit.kernel.getView('AcmeStake')?.()
    expect(attempts).toBe(2)
    expect(kit.kernel.state.plugins['acme-staking']?.strings?.en).toEqual({ 'acme.stake': 'Stake' })
  })
  it('fetches a built-in plugin only when its feature is enabled', async () => {
    const load = vi.fn(async () => ({ default: definePlugin({ id: 'send', views: { WalletSend: async () => ({ default: StakeView }) } }) }))
    const builtins = { send: { enabled: sendOn, views: ['WalletSend'] as const, load } }
    const off = testKit({ features: { send: false } }, { builtins })
    await off.open()
    await expect(off.open({ view: 'WalletSend' })).rejects.toThrow('View not available: WalletSend')
    expect(load).not.toHaveBeenCalled()

    const on = testKit({ features: { send: true } }, { builtins })
    await on.ready()
    expect(load).not.toHaveBeenCalled()
    await on.open({ view: 'WalletSend' })
    expect(load).toHaveBeenCalledOnce()
    expect(on.kernel.state.router.view).toBe('WalletSend')
  })

  it('fetches a registry given as a loader with the plugin host, once, and again after it failed', async () => {
    const load = vi.fn(async () => ({ default: definePlugin({ id: 'send', views: { WalletSend: async () => ({ default: StakeView }) } }) }))
    let attempts = 0
    const registry = vi.fn(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return { send: { enabled: sendOn, views: ['WalletSend'] as const, load } }
    })
    const kit = testKit({ features: { send: true } }, { builtins: registry })
    await kit.ready()
    expect(registry).not.toHaveBeenCalled()
    expect(kit.kernel.modal.canShow('WalletSend')).toBe(false)
    await expect(kit.open({ view: 'WalletSend' })).rejects.toThrow('chunk failed')
    await kit.close()
    await expect(kit.open({ view: 'WalletSend' })).resolves.toBeUndefined()
    expect(registry).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledOnce()
    expect(kit.kernel.modal.canShow('WalletSend')).toBe(true)
    expect(kit.kernel.state.router.view).toBe('WalletSend')
  })

  it('canShow: a view of an enabled built-in plugin shows before the plugin has loaded', async () => {
    const builtins = { email: { enabled: ({ email }: { email: boolean }) => email, views: ['ConnectEmail'] as const, load: async () => ({ default: definePlugin({ id: 'email' }) }) } }
    const kit = testKit({}, { builtins })
    await kit.ready()
    Object.assign(kit.kernel.state.features.resolved, { email: false })
    expect(kit.kernel.modal.canShow('ConnectEmail')).toBe(false)
    Object.assign(kit.kernel.state.features.resolved, { email: true })
    expect(kit.kernel.modal.canShow('ConnectEmail')).toBe(true)
  })

  it('canShowView: core views, registered views and views of enabled built-in plugins', async () => {
    const builtins = { send: { enabled: sendOn, views: ['WalletSend'] as const, load: async () => ({ default: definePlugin({ id: 'send' }) }) } }
    const on = testKit({ features: { send: true } }, { builtins })
    const off = testKit({ features: { send: false } }, { builtins })
    expect(on.kernel.modal.canShow('Account')).toBe(true)
    expect(on.kernel.modal.canShow('WalletSend')).toBe(true)
    expect(off.kernel.modal.canShow('WalletSend')).toBe(false)
    expect(off.kernel.modal.canShow('ConnectingWalletConnect')).toBe(false)
    off.kernel.registerView('ConnectingWalletConnect', async () => ({ default: StakeView }))
    expect(off.kernel.modal.canShow('ConnectingWalletConnect')).toBe(true)
  })

  it('skips a plugin whose namespaces are not configured (SPEC §9)', async () => {
    const setup = vi.fn()
    const kit = testKit({ networks: [mainnet], plugins: [{ id: 'sol-only', namespaces: ['solana'], setup }] })
    await kit.open()
    await new Promise((r) => setTimeout(r, 20))
    expect(setup).not.toHaveBeenCalled()
    const both = testKit({ networks: [mainnet, solanaMainnet], plugins: [{ id: 'sol-only', namespaces: ['solana'], setup }] })
    await both.open()
    await vi.waitFor(() => expect(setup).toHaveBeenCalledOnce())
  })

  it('skips, without a failure, a plugin that requires one whose namespaces are not configured', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const setup = vi.fn()
    const plugins = () => [
      { id: 'sol-only', namespaces: ['solana' as const], setup },
      { id: 'sol-login', requires: ['sol-only'], setup },
    ]
    const kit = testKit({ networks: [mainnet], plugins: plugins() })
    await kit.open()
    await new Promise((r) => setTimeout(r, 20))
    expect(setup).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    const both = testKit({ networks: [mainnet, solanaMainnet], plugins: plugins() })
    await both.open()
    await vi.waitFor(() => expect(setup).toHaveBeenCalledTimes(2))
  })

  it('a plugin that fails to load does not stop the modal, and is tried again next time', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    const flaky = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('network down')
      return { default: definePlugin({ id: 'flaky', views: { Flaky: async () => ({ default: StakeView }) } }) }
    }
    const kit = testKit({ plugins: [flaky] })
    await kit.open()
    expect(kit.getState().open).toBe(true)
    await vi.waitFor(() => expect(errors).toHaveBeenCalled())
    kit.close()
    await kit.open({ view: 'Flaky' })
    expect(attempts).toBe(2)
    expect(kit.kernel.state.router.view).toBe('Flaky')
  })

  it('a plugin whose setup throws leaves no view behind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const kit = testKit({
      plugins: [{ id: 'broken', views: { Broken: async () => ({ default: StakeView }) }, setup: () => { throw new Error('boom') } }],
    })
    await expect(kit.open({ view: 'Broken' })).rejects.toThrow('View not available: Broken')
    expect(kit.getState().open).toBe(false)
  })

  describe('plugins that require plugins', () => {
    /** A plugin that others build on, logging its setup and teardown. */
    const base = (log: string[], id = 'acme-base') =>
      definePlugin({
        id,
        async setup() {
          await new Promise((resolve) => setTimeout(resolve, 5))
          log.push(`${id} setup`)
          return { api: { greet: () => `hello from ${id}` }, teardown: () => void log.push(`${id} teardown`) }
        },
      })
    const dependent = (log: string[], id: string, requires: string[], seen?: string[]) =>
      definePlugin({
        id,
        requires,
        setup(context) {
          log.push(`${id} setup`)
          for (const other of requires) seen?.push((context.plugin(other as never) as { greet(): string }).greet())
          return () => void log.push(`${id} teardown`)
        },
      })

    it('sets a required plugin up first, hands its API through the context, and tears it down last', async () => {
      const log: string[] = []
      const seen: string[] = []
      const kit = testKit({ plugins: [dependent(log, 'acme-login', ['acme-base'], seen), dependent(log, 'acme-names', ['acme-base']), base(log)] })
      await kit.open()
      await vi.waitFor(() => expect(log).toHaveLength(3))
      expect(log.indexOf('acme-base setup')).toBe(0)
      expect(log).toContain('acme-login setup')
      expect(log).toContain('acme-names setup')
      expect(seen).toEqual(['hello from acme-base'])
      await kit.destroy()
      expect(log.at(-1)).toBe('acme-base teardown')
      expect(log.filter((line) => line === 'acme-base setup')).toHaveLength(1)
    })

    it('loads a required built-in plugin even when no feature enables it, and canShow sees its views', async () => {
      const log: string[] = []
      const wallet = vi.fn(async () => ({ default: { ...base(log, 'acme-wallet'), views: { AcmeStake: async () => ({ default: StakeView }) } } }))
      const builtins = {
        send: { enabled: sendOn, views: ['WalletSend'] as const, requires: ['acme-wallet'], load: async () => ({ default: dependent(log, 'send', ['acme-wallet']) }) },
        'acme-wallet': { views: ['AcmeStake'] as const, load: wallet },
      }
      const kit = testKit({ features: { send: true } }, { builtins })
      expect(kit.kernel.modal.canShow('AcmeStake')).toBe(true)
      await kit.open()
      await vi.waitFor(() => expect(log).toEqual(['acme-wallet setup', 'send setup']))
      expect(wallet).toHaveBeenCalledOnce()
      const off = testKit({ features: { send: false } }, { builtins })
      expect(off.kernel.modal.canShow('AcmeStake')).toBe(false)
    })

    it('refuses a plugin whose requirement is missing or that requires itself in a cycle, and loads the others', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const log: string[] = []
      const kit = testKit({
        plugins: [dependent(log, 'acme-orphan', ['acme-missing']), dependent(log, 'acme-a', ['acme-b']), dependent(log, 'acme-b', ['acme-a']), base(log)],
      })
      await kit.open()
      await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(3))
      expect(log).toEqual(['acme-base setup'])
      const messages = errors.mock.calls.map(([error]) => String((error as Error).cause))
      expect(messages.some((m) => m.includes("'acme-orphan' requires 'acme-missing', which is not available here"))).toBe(true)
      expect(messages.some((m) => m.includes('require each other'))).toBe(true)
    })

    it('throws when a plugin asks for the API of one it does not require', async () => {
      let error: unknown
      const kit = testKit({
        plugins: [
          base([]),
          definePlugin({
            id: 'acme-nosy',
            setup(context) {
              try {
                context.plugin('acme-base' as never)
              } catch (caught) {
                error = caught
              }
            },
          }),
        ],
      })
      await kit.open()
      await vi.waitFor(() => expect(error).toBeDefined())
      expect(String(error)).toContain("the plugin 'acme-nosy' does not require 'acme-base'")
    })
  })
})
