import { describe, expect, it, vi } from 'vitest'
import { arbitrum, fakeConnector, mainnet, solanaMainnet, testEnvironment, testKit } from '../../test/fixtures.js'
import { STORAGE_KEYS } from '../constants.js'
import { createMemoryStorage } from '../utils/storage.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'

describe('connection (SPEC §4 Connection status)', () => {
  it('is connecting while the wallet is asked, then connected; the connector id is stored', async () => {
    let release: (value: { address: string; chainId: number }) => void = () => {}
    const connector = fakeConnector({
      connect: () => new Promise((resolve) => (release = resolve)),
    })
    const env = testEnvironment()
    const kit = testKit({ connectors: [connector] }, { env })
    await kit.ready()
    const pending = kit.connect('test-wallet')
    await vi.waitFor(() => expect(kit.getAccount().status).toBe('connecting'))
    release({ address: ADDRESS, chainId: 1 })
    await pending
    expect(kit.getAccount()).toMatchObject({ status: 'connected', isConnected: true, address: ADDRESS })
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({ eip155: 'test-wallet' })
  })

  it('a wallet that rejects leaves nothing half-connected', async () => {
    const connector = fakeConnector({ connect: async () => Promise.reject(new Error('User rejected the request.')) })
    const env = testEnvironment()
    const kit = testKit({ connectors: [connector] }, { env })
    await kit.ready()
    await expect(kit.connect('test-wallet')).rejects.toThrow('User rejected the request.')
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
    expect(env.storage.getItem(STORAGE_KEYS.connectedConnectorIds)).toBeNull()
    expect(kit.getEvent()?.event).toBe('CONNECT_ERROR')
  })

  it('a wallet whose connector is unregistered mid-connect fails with Connector unavailable, nothing left connecting', async () => {
    const env = testEnvironment()
    const kit = testKit({}, { env })
    await kit.ready()
    let answer: (value: { address: string; chainId: number }) => void = () => {}
    const unregister = kit.kernel.registerConnector(fakeConnector({ connect: () => new Promise((resolve) => (answer = resolve)) }))
    const pending = kit.connect('test-wallet')
    await vi.waitFor(() => expect(kit.getAccount().status).toBe('connecting'))
    unregister()
    await expect(pending).rejects.toMatchObject({ name: 'ConnectorUnavailableError', shortMessage: 'Connector unavailable' })
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    // The vanished wallet answering late changes nothing.
    answer({ address: ADDRESS, chainId: 1 })
    await new Promise((r) => setTimeout(r, 0))
    expect(kit.getAccount().status).toBe('disconnected')
    expect(env.storage.getItem(STORAGE_KEYS.connectedConnectorIds)).toBeNull()
  })

  it("a wallet whose provider says disconnect mid-connect fails the same way, and stops listening", async () => {
    const connector = fakeConnector({ connect: () => new Promise(() => {}) })
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    const pending = kit.connect('test-wallet')
    await vi.waitFor(() => expect(kit.getAccount().status).toBe('connecting'))
    connector.emit({ type: 'disconnect' })
    await expect(pending).rejects.toThrow('Connector unavailable')
    expect(kit.getAccount().status).toBe('disconnected')
    // An unrelated later disconnect event finds nobody waiting.
    connector.emit({ type: 'disconnect' })
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('a newer connect takes over from one still waiting: the first fails with Request was aborted, the account follows the second', async () => {
    const hanging = fakeConnector({ id: 'hanging', connect: () => new Promise(() => {}) })
    const working = fakeConnector({ id: 'working' })
    const kit = testKit({ connectors: [hanging, working] })
    await kit.ready()
    const first = kit.connect('hanging')
    const second = kit.connect('working')
    await expect(first).rejects.toMatchObject({ name: 'RequestAbortedError' })
    await second
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(kit.kernel.state.chain.chains.eip155?.accountState.connectorId).toBe('working')
  })

  it('a run of attempts that fails goes back to the account connected before the first of them', async () => {
    const first = fakeConnector({ id: 'first' })
    const hanging = fakeConnector({ id: 'hanging', connect: () => new Promise(() => {}) })
    const rejecting = fakeConnector({ id: 'rejecting', connect: () => Promise.reject(new Error('User rejected the request.')) })
    const kit = testKit({ connectors: [first, hanging, rejecting] })
    await kit.ready()
    await kit.connect('first')
    const abandoned = kit.connect('hanging').catch((error: unknown) => error)
    await expect(kit.connect('rejecting')).rejects.toThrow('User rejected the request.')
    expect(await abandoned).toMatchObject({ name: 'RequestAbortedError' })
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(kit.kernel.state.chain.chains.eip155?.accountState.connectorId).toBe('first')
  })

  it('picks the chain family of a connector id that serves several', async () => {
    const evm = fakeConnector({ id: 'walletConnect', chain: 'eip155' })
    const sol = fakeConnector({ id: 'walletConnect', chain: 'solana', result: { address: 'So1anaAddress1111111111111111111111111111111', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    const kit = testKit({ connectors: [evm, sol], networks: [mainnet, solanaMainnet] })
    await kit.ready()
    await kit.connect('walletConnect', 'solana')
    expect(sol.calls).toEqual(['connect'])
    expect(evm.calls).toEqual([])
    expect(kit.getAccount('solana').address).toBe('So1anaAddress1111111111111111111111111111111')
    await kit.disconnect('solana')
    expect(sol.calls).toEqual(['connect', 'disconnect'])
  })

  it('without a family, connects the one the modal is opened for, else the active one (SPEC §4 namespace filtering)', async () => {
    const evm = fakeConnector({ id: 'walletConnect', chain: 'eip155' })
    const sol = fakeConnector({ id: 'walletConnect', chain: 'solana', result: { address: 'So1anaAddress1111111111111111111111111111111', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    const kit = testKit({ connectors: [evm, sol], networks: [mainnet, solanaMainnet] })
    await kit.ready()
    await kit.connect('walletConnect')
    expect([evm.calls, sol.calls]).toEqual([['connect'], []])
    await kit.open({ namespace: 'solana' })
    await kit.connect('walletConnect')
    expect([evm.calls, sol.calls]).toEqual([['connect'], ['connect']])
    expect(kit.getAccount('solana').address).toBe('So1anaAddress1111111111111111111111111111111')
  })

  it('a family connected beside the connected active one does not take over; a plain connect, or one beside a disconnected family, does', async () => {
    const evm = fakeConnector({ id: 'auth', chain: 'eip155' })
    const sol = fakeConnector({ id: 'auth', chain: 'solana', result: { address: 'So1anaAddress1111111111111111111111111111111', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    const kit = testKit({ connectors: [evm, sol], networks: [mainnet, solanaMainnet] })
    await kit.ready()
    await kit.connect('auth', 'eip155')
    await kit.kernel.connect('auth', 'solana', { beside: true })
    expect(kit.getState().activeChain).toBe('eip155')
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(kit.getAccount('solana').status).toBe('connected')
    await kit.connect('auth', 'solana')
    expect(kit.getState().activeChain).toBe('solana')
    await kit.disconnect()
    await kit.kernel.connect('auth', 'solana', { beside: true })
    expect(kit.getState().activeChain).toBe('solana')
  })

  it('an unknown connector id is refused', async () => {
    const kit = testKit()
    await expect(kit.connect('nope')).rejects.toThrow('Connector not found')
  })

  it('restores a stored session at start-up: connecting, then connected (SPEC §4)', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'test-wallet' }))
    const connector = fakeConnector()
    const kit = testKit({ connectors: [connector] }, { env: testEnvironment({ storage }) })
    expect(kit.getAccount().status).toBe('connecting')
    await kit.ready()
    expect(connector.calls).toEqual(['reconnect'])
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('a stored session the wallet no longer has ends disconnected and is forgotten (SPEC §4)', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'test-wallet' }))
    const kit = testKit({ connectors: [fakeConnector({ reconnect: async () => null })] }, { env: testEnvironment({ storage }) })
    await kit.ready()
    expect(kit.getAccount().status).toBe('disconnected')
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({})
  })

  it("restores a session of a plugin's connector by loading the plugins first (SPEC §4)", async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'walletConnect' }))
    const connector = fakeConnector({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    const plugin = async () => ({ default: { id: 'wc', setup: (kernel: { registerConnector(c: typeof connector): () => void }) => void kernel.registerConnector(connector) } })
    // The built-in WalletConnect plugin stays off: this test's plugin provides the 'walletConnect' connector.
    const kit = testKit({ plugins: [plugin], features: { walletConnect: false } }, { env: testEnvironment({ storage }) })
    await kit.ready()
    expect(connector.calls).toEqual(['reconnect'])
    expect(kit.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('disconnect resets every account field and forgets the connector (SPEC §4)', async () => {
    const connector = fakeConnector()
    const env = testEnvironment()
    const kit = testKit({ connectors: [connector] }, { env })
    await kit.ready()
    await kit.connect('test-wallet')
    kit.kernel.setAccountProps('eip155', { profileName: 'vitalik.eth', balance: '1.5' })
    await kit.disconnect()
    expect(connector.calls).toContain('disconnect')
    expect(kit.kernel.account.get('eip155')).toMatchObject({ status: 'disconnected', currentTab: 'Tokens', tokenBalance: [] })
    expect(kit.kernel.account.get('eip155')?.profileName).toBeUndefined()
    expect(kit.kernel.account.get('eip155')?.balance).toBeUndefined()
    expect(kit.getWalletProvider()).toBeUndefined()
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.connectedConnectorIds) ?? '{}')).toEqual({})
  })

  it("a failing disconnect still resets the account and says 'Failed to disconnect' with the chain (SPEC §8)", async () => {
    const kit = testKit({ connectors: [fakeConnector({ disconnect: async () => Promise.reject(new Error('wallet gone')) })] })
    await kit.ready()
    await kit.connect('test-wallet')
    const error = await kit.disconnect().catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect', details: 'Failed to disconnect chain eip155: wallet gone' })
    expect(kit.getAccount().isConnected).toBe(false)
    expect(kit.kernel.state.modal.loading).toBe(false)
  })

  it('follows account changes and a wallet-side disconnect', async () => {
    const connector = fakeConnector()
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    await kit.connect('test-wallet')
    connector.emit({ type: 'accountsChanged', address: '0x00000000000000000000000000000000000000b2' })
    expect(kit.getCaipAddress()).toBe('eip155:1:0x00000000000000000000000000000000000000b2')
    connector.emit({ type: 'disconnect' })
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('a wallet on a configured chain switches the active network; an unknown chain opens UnsupportedChain (SPEC §4)', async () => {
    const connector = fakeConnector()
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    await kit.connect('test-wallet')
    connector.emit({ type: 'chainChanged', chainId: 42161 })
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe(arbitrum.caipNetworkId)
    connector.emit({ type: 'chainChanged', chainId: 999999 })
    expect(kit.kernel.state.chain.unsupportedNetwork).toBe(true)
    await vi.waitFor(() => expect(kit.getState().open).toBe(true))
    expect(kit.kernel.state.router.view).toBe('UnsupportedChain')
  })

  it('an UnsupportedChain view that cannot open is reported (SPEC §8)', async () => {
    vi.stubGlobal('document', {})
    const connector = fakeConnector()
    const kit = testKit({ connectors: [connector] }, { ui: () => Promise.reject(new Error('The modal did not load.')) })
    await kit.ready()
    await kit.connect('test-wallet')
    connector.emit({ type: 'chainChanged', chainId: 999999 })
    await vi.waitFor(() =>
      expect(kit.kernel.events.recent('ERROR_REPORT')[0]?.properties).toMatchObject({
        errorType: 'INTERNAL_SDK_ERROR',
        errorMessage: 'The modal did not load.',
      }),
    )
    expect(kit.getState().open).toBe(false)
  })

  it('an unknown chain does not open UnsupportedChain when unsupported chains are allowed (SPEC §4)', async () => {
    const connector = fakeConnector({ result: { address: ADDRESS, chainId: 999999 } })
    const kit = testKit({ connectors: [connector], allowUnsupportedChain: true })
    await kit.ready()
    await kit.connect('test-wallet')
    await new Promise((r) => setTimeout(r, 0))
    expect(kit.kernel.state.chain.unsupportedNetwork).toBe(true)
    expect(kit.getState().open).toBe(false)
  })

  it('adds a directory wallet to the recent wallets, newest first, at most 2 (SPEC §3, §9)', async () => {
    const a = fakeConnector({ id: 'a', name: 'A', explorerId: 'wallet-a' })
    const b = fakeConnector({ id: 'b', name: 'B', explorerId: 'wallet-b' })
    const c = fakeConnector({ id: 'c', name: 'C', explorerId: 'wallet-c' })
    const kit = testKit({ connectors: [a, b, c], networks: [mainnet] })
    await kit.ready()
    for (const id of ['a', 'b', 'c']) await kit.connect(id)
    // Recorded after the connection (the recent wallets' code comes with start-up), in the order they connected.
    await vi.waitFor(() => expect(kit.kernel.state.recentWallets.wallets.map((w) => w.id)).toEqual(['wallet-c', 'wallet-b']))
  })
})
