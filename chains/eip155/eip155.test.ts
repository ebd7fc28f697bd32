import { afterEach, describe, expect, it, vi } from 'vitest'
import { anvil, mainnet } from '../../networks/index.js'
import { eip155 } from './eip155.js'
import {
  announce,
  createFakeWindow,
  createTestContext,
  installWallet,
  stubProvider,
  walletInfo,
  type FakeWindow,
} from './test/fakeWindow.js'

let teardown: void | (() => void)
afterEach(() => {
  teardown?.()
  teardown = undefined
})

async function setUp(win: FakeWindow | undefined, adapter = eip155()) {
  if (win) vi.stubGlobal('window', win)
  const test = createTestContext()
  teardown = await adapter.setup(test.context)
  return test
}

describe('eip155 adapter: discovery (DESIGN.md Chains, EIP-6963)', () => {
  it('is the eip155 namespace', () => {
    expect(eip155().namespace).toBe('eip155')
  })

  it('does nothing on a server: no window, no connectors, no throw', async () => {
    expect(typeof window).toBe('undefined')
    const { connectors } = await setUp(undefined)
    expect(connectors).toEqual([])
    // The teardown (for the RPC clients) runs without a window too.
    expect(teardown).toBeTypeOf('function')
  })

  it('asks for providers and registers each announced wallet as an ANNOUNCED connector (SPEC §3 Connector)', async () => {
    const win = createFakeWindow()
    const provider = stubProvider()
    installWallet(win, { info: walletInfo('io.metamask', 'MetaMask'), provider })
    installWallet(win, { info: walletInfo('com.coinbase.wallet', 'Coinbase Wallet'), provider: stubProvider() })
    const { connectors } = await setUp(win)
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask', 'com.coinbase.wallet'])
    const [metamask] = connectors
    expect(metamask).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,<svg id="io.metamask"/>',
      info: { rdns: 'io.metamask' },
      installed: true,
    })
    expect(await metamask!.getProvider!()).toBe(provider)
  })

  it('registers a wallet that announces after setup', async () => {
    const win = createFakeWindow()
    const { connectors } = await setUp(win)
    expect(connectors).toEqual([])
    installWallet(win, { info: walletInfo('io.rabby', 'Rabby'), provider: stubProvider() })
    expect(connectors.map((c) => [c.id, c.type])).toEqual([['io.rabby', 'ANNOUNCED']])
  })

  it('keeps one connector per rdns: a new provider replaces it, the same one announced again is ignored', async () => {
    const win = createFakeWindow()
    const first = stubProvider()
    installWallet(win, { info: walletInfo('io.metamask'), provider: first })
    const { connectors, log } = await setUp(win)
    // Another library on the page asks again: every wallet re-announces.
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    announce(win, { info: walletInfo('io.metamask'), provider: first })
    expect(log).toEqual(['+io.metamask'])

    const second = stubProvider()
    announce(win, { info: walletInfo('io.metamask', 'MetaMask 2'), provider: second })
    expect(connectors).toHaveLength(1)
    expect(connectors[0]!.name).toBe('MetaMask 2')
    expect(await connectors[0]!.getProvider!()).toBe(second)
  })

  it('ignores announcements without rdns or without an EIP-1193 provider', async () => {
    const win = createFakeWindow()
    const { connectors } = await setUp(win)
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: walletInfo(''), provider: stubProvider() } }))
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: walletInfo('x.y'), provider: {} } }))
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider'))
    expect(connectors).toEqual([])
  })

  it("registers window.ethereum as the INJECTED 'Browser Wallet' when no announced wallet is it", async () => {
    const win = createFakeWindow()
    win.ethereum = stubProvider()
    installWallet(win, { info: walletInfo('io.other'), provider: stubProvider() })
    const { connectors } = await setUp(win)
    expect(connectors.map((c) => c.id)).toEqual(['io.other', 'injected'])
    expect(connectors[1]).toMatchObject({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', installed: true })
    expect(await connectors[1]!.getProvider!()).toBe(win.ethereum)
  })

  it('does not register window.ethereum when an announced wallet is that provider', async () => {
    const win = createFakeWindow()
    const provider = stubProvider()
    win.ethereum = provider
    installWallet(win, { info: walletInfo('io.metamask'), provider })
    const { connectors } = await setUp(win)
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('drops the Browser Wallet when its provider announces itself late', async () => {
    const win = createFakeWindow()
    const provider = stubProvider()
    win.ethereum = provider
    const { connectors } = await setUp(win)
    expect(connectors.map((c) => c.id)).toEqual(['injected'])
    announce(win, { info: walletInfo('io.metamask'), provider })
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('teardown removes the listener and every connector it registered', async () => {
    const win = createFakeWindow()
    win.ethereum = stubProvider()
    installWallet(win, { info: walletInfo('io.metamask'), provider: stubProvider() })
    const { connectors } = await setUp(win)
    expect(connectors).toHaveLength(2)
    teardown!()
    teardown = undefined
    expect(connectors).toEqual([])
    announce(win, { info: walletInfo('io.late'), provider: stubProvider() })
    expect(connectors).toEqual([])
  })

  it('discovers nothing with discovery: false', async () => {
    const win = createFakeWindow()
    win.ethereum = stubProvider()
    installWallet(win, { info: walletInfo('io.metamask'), provider: stubProvider() })
    const { connectors } = await setUp(win, eip155({ discovery: false }))
    expect(connectors).toEqual([])
  })
})

describe('eip155 adapter: capabilities', () => {
  it('offers balances and identity, and refuses them before setup', async () => {
    const adapter = eip155()
    expect(adapter.getBalances).toBeTypeOf('function')
    expect(adapter.getIdentity).toBeTypeOf('function')
    await expect(adapter.getIdentity!({ address: '0x1', network: mainnet })).rejects.toThrow('before the kit has set it up')
    await expect(
      adapter.getBalances!({ address: '0x1', network: anvil, connector: undefined }),
    ).rejects.toThrow('before the kit has set it up')
  })
})
