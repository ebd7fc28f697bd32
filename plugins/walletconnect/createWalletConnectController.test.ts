import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectorEvent } from '../../kernel/types/connector.js'
import { arbitrum, mainnet } from '../../test/fixtures.js'
import { walletConnect as eip155Family } from '../../chains/eip155/walletConnect.js'
import { buildNamespaces } from './buildNamespaces.js'
import { createWalletConnectController } from './createWalletConnectController.js'
import { FakeUniversalProvider } from './testing/fakeUniversalProvider.js'
import { registerChainIdReader } from './walletConnectProvider.js'

// eip155 chain ids are numbers, as its chain package reads them.
registerChainIdReader('eip155', eip155Family.chainId)

const alice = 'eip155:1:0x00000000000000000000000000000000000000a1'

function setup({ session, fail = 0 }: { session?: FakeUniversalProvider['session']; fail?: number } = {}) {
  const uris: (string | undefined)[] = []
  const kernel = {
    walletConnect: {
      setUri: vi.fn((uri: string | undefined) => void uris.push(uri)),
      isUriExpired: () => false,
      setDeepLinkChoice: vi.fn(),
    },
  }
  let failures = fail
  const providers: FakeUniversalProvider[] = []
  const loadProvider = vi.fn(async () => {
    if (failures-- > 0) throw new Error('chunk failed to load')
    const provider = new FakeUniversalProvider({})
    if (session) provider.session = session
    providers.push(provider)
    return provider
  })
  const controller = createWalletConnectController({
    kernel,
    loadProvider,
    namespaces: () => buildNamespaces({ networks: [mainnet, arbitrum], family: () => eip155Family }),
  })
  const provider = () => providers[0] as FakeUniversalProvider
  const lastUri = () => uris.at(-1)
  return { controller, kernel, loadProvider, provider, uris, lastUri }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWalletConnectController', () => {
  beforeEach(() => FakeUniversalProvider.reset())

  it('loads nothing until a WalletConnect path asks, then one provider for the kit', async () => {
    const { controller, loadProvider } = setup()
    expect(loadProvider).not.toHaveBeenCalled()
    expect(controller.loadedProvider()).toBeUndefined()
    const [a, b] = await Promise.all([controller.getProvider(), controller.getProvider()])
    expect(a).toBe(b)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    expect(controller.loadedProvider()).toBe(a)
  })

  it('proposes the networks as optional namespaces, shows the uri and resolves with the approved session', async () => {
    const { controller, provider, lastUri } = setup()
    const connecting = controller.connect('eip155')
    expect(controller.isPending()).toBe(true)
    await vi.waitFor(() => expect(lastUri()).toMatch(/^wc:/u))
    expect(provider().pairings[0]?.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
    const session = provider().approve([alice])
    await expect(connecting).resolves.toBe(session)
    expect(controller.isPending()).toBe(false)
    // The uri is of no use once connected.
    expect(lastUri()).toBeUndefined()
    expect(provider().listenerCount('display_uri')).toBe(0)
  })

  it('joins a pending connection instead of pairing twice', async () => {
    const { controller, provider } = setup()
    const first = controller.connect('eip155')
    const second = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(1))
    provider().approve([alice])
    expect(await first).toBe(await second)
    expect(provider().pairings).toHaveLength(1)
  })

  it('refresh pairs afresh for the same pending connection: the new uri shows, the old pairing is dropped cleanly', async () => {
    const { controller, provider, lastUri, uris } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(lastUri()).toMatch(/^wc:/u))
    const firstUri = lastUri()
    controller.refresh()
    expect(lastUri()).toBeUndefined()
    await vi.waitFor(() => expect(lastUri()).toMatch(/^wc:/u))
    expect(lastUri()).not.toBe(firstUri)
    expect(provider().pairings).toHaveLength(2)
    expect(provider().listenerCount('display_uri')).toBe(1)
    // The expired pairing failing later neither fails the connection nor shows anything.
    provider().reject({ message: 'Proposal expired', code: 8000 }, 0)
    await flush()
    expect(controller.isPending()).toBe(true)
    expect(uris.filter(Boolean)).toHaveLength(2)
    provider().approve([alice])
    await expect(connecting).resolves.toMatchObject({ topic: 'session-1' })
  })

  it('still connects when the wallet approves a pairing that was just replaced', async () => {
    const { controller, provider } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(1))
    controller.refresh()
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(2))
    provider().approve([alice], { index: 0 })
    await expect(connecting).resolves.toMatchObject({ topic: 'session-0' })
  })

  it('a declined proposal rejects with ConnectionDeclinedError and clears the uri', async () => {
    const { controller, provider, lastUri } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(lastUri()).toMatch(/^wc:/u))
    provider().reject()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionDeclinedError', shortMessage: 'Connection declined' })
    expect(lastUri()).toBeUndefined()
    expect(controller.isPending()).toBe(false)
    // "Try again": a fresh pairing.
    const again = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(2))
    provider().approve([alice])
    await expect(again).resolves.toBeDefined()
  })

  it('cancel gives the pending connection up: it rejects, the uri clears and a late uri is ignored', async () => {
    const { controller, provider, lastUri } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(lastUri()).toMatch(/^wc:/u))
    controller.cancel()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionCancelledError' })
    expect(lastUri()).toBeUndefined()
    expect(provider().calls).toContain('cleanupPendingPairings')
    provider().emit('display_uri', 'wc:late@2')
    expect(lastUri()).toBeUndefined()
    // Cancelling again, or with nothing pending, is harmless.
    controller.cancel()
  })

  it('cancel before the provider has loaded stops the pairing from starting', async () => {
    const { controller, provider } = setup()
    const connecting = controller.connect('eip155')
    controller.cancel()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionCancelledError' })
    await flush()
    expect(provider().pairings).toHaveLength(0)
  })

  it('reuses a session that has an account on the family; ends one that has none and pairs afresh', async () => {
    const restored = new FakeUniversalProvider({}).approve([alice])
    const withAccount = setup({ session: { ...restored, namespaces: { eip155: { accounts: [alice], methods: [], events: [] } } } })
    await expect(withAccount.controller.connect('eip155')).resolves.toMatchObject({ namespaces: { eip155: { accounts: [alice] } } })
    expect(withAccount.provider().pairings).toHaveLength(0)

    const solanaOnly = setup({
      session: { topic: 'old', namespaces: { solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc'], methods: [], events: [] } } },
    })
    const connecting = solanaOnly.controller.connect('eip155')
    await vi.waitFor(() => expect(solanaOnly.provider().pairings).toHaveLength(1))
    expect(solanaOnly.provider().calls.slice(0, 2)).toEqual(['disconnect', 'connect'])
    solanaOnly.provider().approve([alice])
    await expect(connecting).resolves.toBeDefined()
  })

  it('a provider that fails to load rejects with WalletConnectSetupError; the next try loads again', async () => {
    const { controller, loadProvider, provider } = setup({ fail: 1 })
    await expect(controller.connect('eip155')).rejects.toMatchObject({
      name: 'WalletConnectSetupError',
      shortMessage: 'WalletConnect could not start',
    })
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(1))
    expect(loadProvider).toHaveBeenCalledTimes(2)
    provider().approve([alice])
    await expect(connecting).resolves.toBeDefined()
  })

  it('turns session events into connector events of the right family', async () => {
    const { controller, provider } = setup()
    await controller.getProvider()
    const eip155: ConnectorEvent[] = []
    const solana: ConnectorEvent[] = []
    controller.subscribe('eip155', (e) => eip155.push(e))
    const offSolana = controller.subscribe('solana', (e) => solana.push(e))
    const event = (chainId: string, name: string, data: unknown) =>
      provider().emit('session_event', { topic: 'session-0', params: { chainId, event: { name, data } } })
    event('eip155:1', 'accountsChanged', ['eip155:1:0xB0b'])
    event('eip155:1', 'accountsChanged', ['0xCa7'])
    event('eip155:137', 'chainChanged', 137)
    event('eip155:1', 'chainChanged', '0xa4b1')
    event('eip155:10', 'chainChanged', undefined)
    event('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'accountsChanged', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1'])
    event('eip155:1', 'accountsChanged', [])
    event('eip155:1', 'somethingElse', 1)
    expect(eip155).toEqual([
      { type: 'accountsChanged', address: '0xB0b' },
      { type: 'accountsChanged', address: '0xCa7' },
      { type: 'chainChanged', chainId: 137 },
      { type: 'chainChanged', chainId: 42161 },
      { type: 'chainChanged', chainId: 10 },
    ])
    expect(solana).toEqual([{ type: 'accountsChanged', address: 'So1' }])
    offSolana()
    provider().emit('session_update', {
      topic: 'session-0',
      params: { namespaces: { eip155: { accounts: ['eip155:1:0xD0d'], methods: [], events: [] } } },
    })
    expect(eip155.at(-1)).toEqual({ type: 'accountsChanged', address: '0xD0d' })
    provider().emit('session_delete', { topic: 'session-0' })
    expect(eip155.at(-1)).toEqual({ type: 'disconnect' })
    expect(solana).toHaveLength(1)
  })

  it('disconnect ends the session once for every family and forgets the deep-link choice', async () => {
    const { controller, provider, kernel } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(1))
    provider().approve([alice])
    await connecting
    const solana: ConnectorEvent[] = []
    controller.subscribe('solana', (e) => solana.push(e))
    await controller.disconnect()
    expect(provider().calls.filter((c) => c === 'disconnect')).toHaveLength(1)
    expect(solana).toEqual([{ type: 'disconnect' }])
    expect(kernel.walletConnect.setDeepLinkChoice).toHaveBeenCalledWith(undefined)
    // A second family's disconnect finds no session: nothing to end, no error.
    await expect(controller.disconnect()).resolves.toBeUndefined()
  })

  it('destroy drops the pending connection and the provider listeners', async () => {
    const { controller, provider } = setup()
    const connecting = controller.connect('eip155')
    await vi.waitFor(() => expect(provider().pairings).toHaveLength(1))
    await controller.destroy()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionCancelledError' })
    expect(provider().listenerCount('session_event')).toBe(0)
    expect(provider().listenerCount('session_delete')).toBe(0)
  })

  it('destroy closes the provider: relay socket and heartbeat stop, and no new provider loads afterwards', async () => {
    const { controller, provider, loadProvider } = setup()
    const close = vi.fn(async () => {})
    await controller.getProvider()
    provider().close = close
    await controller.destroy()
    expect(close).toHaveBeenCalledOnce()
    expect(controller.loadedProvider()).toBeUndefined()
    await expect(controller.getProvider()).rejects.toMatchObject({ name: 'WalletConnectSetupError' })
    await expect(controller.connect('eip155')).rejects.toMatchObject({ name: 'WalletConnectSetupError' })
    expect(loadProvider).toHaveBeenCalledTimes(1)
  })

  it('destroy closes a provider that was still loading, and attaches no listener to it', async () => {
    let finish!: (provider: FakeUniversalProvider) => void
    const late = new FakeUniversalProvider({})
    const close = vi.fn(async () => {})
    late.close = close
    const controller = createWalletConnectController({
      kernel: { walletConnect: { setUri: vi.fn(), isUriExpired: () => false, setDeepLinkChoice: vi.fn() } },
      loadProvider: () => new Promise((resolve) => (finish = resolve)),
      namespaces: () => buildNamespaces({ networks: [mainnet], family: () => eip155Family }),
    })
    void controller.getProvider().catch(() => {})
    const destroying = controller.destroy()
    finish(late)
    await destroying
    expect(close).toHaveBeenCalledOnce()
    expect(late.listenerCount('session_event')).toBe(0)
  })
})
