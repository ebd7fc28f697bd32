import { describe, expect, it, vi } from 'vitest'
import { arbitrum, fakeConnector, mainnet, solanaMainnet, testKit } from '../../test/fixtures.js'
import { getAttempt, isUserRejection, startConnect, subscribeAttempts } from './connectAttempts.js'
import { forPlatform, walletCountLabel } from './directoryFilters.js'
import { fetchExcludedWallets, isExcludedConnector } from './excludedWallets.js'
import { findWalletConnector, pickWallet } from './pickWallet.js'
import { safeHttpLink, safeImageUrl, safeLink } from './safeUrl.js'

describe('safe URLs', () => {
  it('opens only https links for wallets', () => {
    expect(safeLink('https://wallet.example/get')).toBe('https://wallet.example/get')
    expect(safeLink('javascript:alert(1)')).toBeUndefined()
    expect(safeLink('JavaScript:alert(1)')).toBeUndefined()
    expect(safeLink('http://wallet.example')).toBeUndefined()
    expect(safeLink('metamask://wc')).toBeUndefined()
    expect(safeLink('not a url')).toBeUndefined()
    expect(safeLink(null)).toBeUndefined()
  })
  it('allows http(s) legal links and image data URLs only', () => {
    expect(safeHttpLink('http://localhost:3000/terms')).toBe('http://localhost:3000/terms')
    expect(safeHttpLink('javascript:void 0')).toBeUndefined()
    expect(safeImageUrl('data:image/svg+xml;base64,AAAA')).toBe('data:image/svg+xml;base64,AAAA')
    expect(safeImageUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeImageUrl('blob:http://127.0.0.1/abc')).toBe('blob:http://127.0.0.1/abc')
    expect(safeImageUrl('javascript:1')).toBeUndefined()
  })
})

describe('isUserRejection', () => {
  it('knows EIP-1193 4001 and declining messages, through causes', () => {
    expect(isUserRejection({ code: 4001, message: 'x' })).toBe(true)
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection(new Error('Network down'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

describe('walletCountLabel', () => {
  it('rounds down to tens from 10 on', () => {
    expect([walletCountLabel(7), walletCountLabel(10), walletCountLabel(532)]).toEqual(['7', '10', '530'])
  })
})

describe('forPlatform', () => {
  const evm = { id: 'evm', name: 'EVM Only', chains: ['eip155:1'] }
  const sol = { id: 'sol', name: 'Solana Only', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
  const both = { id: 'both', name: 'Both', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
  const other = { id: 'btc', name: 'Bitcoin Only', chains: ['bip122:000000000019d6689c085ae165831e93'] }

  it('keeps the wallets of every family the kit connects, whichever family is active (SPEC §4)', async () => {
    const kit = testKit({ networks: [mainnet, arbitrum, solanaMainnet] })
    await kit.ready()
    const all = [evm, sol, both, other]
    expect(forPlatform(kit, all, undefined).map((w) => w.id)).toEqual(['evm', 'sol', 'both'])
    // A connect tried on solana, or a sign-in cancelled there, leaves solana active: the list keeps the others.
    kit.kernel.state.chain.activeNamespace = 'solana'
    expect(forPlatform(kit, all, undefined).map((w) => w.id)).toEqual(['evm', 'sol', 'both'])
    // Only `open({ namespace })` narrows it.
    expect(forPlatform(kit, all, 'solana').map((w) => w.id)).toEqual(['sol', 'both'])
  })

  it('with one family, keeps its wallets and those that list no chains', async () => {
    const kit = testKit()
    await kit.ready()
    expect(forPlatform(kit, [evm, sol, { id: 'x', name: 'No Chains' }], undefined).map((w) => w.id)).toEqual(['evm', 'x'])
  })
})

describe('picking a wallet', () => {
  it('connects a directory wallet through its installed connector (rdns)', async () => {
    const connector = fakeConnector({ id: 'io.portico.test', name: 'Portico Test Wallet' })
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    const connectors = kit.kernel.state.connectors.list
    expect(findWalletConnector(connectors, { id: 'dir-id', rdns: 'io.portico.test' })).toBe(connectors[0])
    const seen: string[] = []
    subscribeAttempts(kit, () => seen.push(getAttempt(kit, connector.id)?.status ?? 'none'))
    pickWallet(kit, { id: 'dir-id', name: 'Portico Test Wallet', rdns: 'io.portico.test' }, connectors)
    expect(kit.kernel.state.router.view).toBe('ConnectingExternal')
    // The picked directory wallet goes along, so that it becomes a recent wallet (SPEC §3).
    const wallet = { id: 'dir-id', name: 'Portico Test Wallet', rdns: 'io.portico.test' }
    expect(kit.kernel.state.router.data).toEqual({ connectorId: 'io.portico.test', wallet })
    await vi.waitFor(() => expect(getAttempt(kit, connector.id)?.status).toBe('connected'))
    expect(kit.getIsConnectedState()).toBe(true)
    await vi.waitFor(() => expect(kit.kernel.state.recentWallets.wallets).toEqual([wallet]))
    expect(seen).toContain('connected')
  })

  it('shows the Get page when the wallet is not installed and WalletConnect is not available', async () => {
    const kit = testKit({ features: { walletConnect: false } })
    await kit.ready()
    pickWallet(kit, { id: 'w1', name: 'Far Wallet', webapp_link: 'https://far.example' }, [])
    expect(kit.kernel.state.router.view).toBe('GetWallet')
    expect(kit.kernel.state.router.data).toMatchObject({ wallet: { id: 'w1', name: 'Far Wallet' } })
  })

  it("goes to the view of the Connect method that connects directory wallets, with the wallet, when a plugin registered one", async () => {
    const kit = testKit()
    await kit.ready()
    kit.kernel.registerView('ConnectingWalletConnect', async () => ({ default: () => null }))
    pickWallet(kit, { id: 'w1', name: 'Far Wallet' }, [])
    // A view alone is not such a method.
    expect(kit.kernel.state.router.view).toBe('GetWallet')
    kit.kernel.state.registrations.connectMethods.push({
      id: 'walletConnect',
      pluginId: 'walletconnect',
      method: 'wallet',
      label: 'WalletConnect',
      view: 'ConnectingWalletConnect',
      connectsWallets: true,
    })
    pickWallet(kit, { id: 'w1', name: 'Far Wallet' }, [])
    expect(kit.kernel.state.router.view).toBe('ConnectingWalletConnect')
    expect(kit.kernel.state.router.data).toMatchObject({ wallet: { id: 'w1', name: 'Far Wallet' } })
  })

  it('records a declined connection and leaves the account disconnected', async () => {
    const connector = fakeConnector({
      connect: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const kit = testKit({ connectors: [connector] })
    await kit.ready()
    const off = subscribeAttempts(kit, () => {})
    startConnect(kit, connector)
    await vi.waitFor(() => expect(getAttempt(kit, connector.id)?.status).toBe('failed'))
    expect(isUserRejection(getAttempt(kit, connector.id)?.error)).toBe(true)
    expect(kit.getAccount().status).toBe('disconnected')
    off()
  })
})

describe('excluded wallets (SPEC §5)', () => {
  const metaMask = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }

  it('hides the announced or injected wallet of an excluded entry by rdns or case-insensitive name', () => {
    const byRdns = fakeConnector({ id: 'io.metamask', name: 'MetaMask Flask', info: { rdns: 'io.metamask' } })
    const byName = fakeConnector({ id: 'injected', name: 'METAMASK', type: 'INJECTED', info: { rdns: 'other.rdns' } })
    const other = fakeConnector({ id: 'io.rabby', name: 'Rabby', info: { rdns: 'io.rabby' } })
    expect(isExcludedConnector(byRdns, ['mm'], [metaMask])).toBe(true)
    expect(isExcludedConnector(byName, ['mm'], [metaMask])).toBe(true)
    expect(isExcludedConnector(other, ['mm'], [metaMask])).toBe(false)
  })

  it('hides a connector by its directory id, and leaves other connector types to their own rules', () => {
    expect(isExcludedConnector(fakeConnector({ explorerId: 'mm', type: 'EXTERNAL', name: 'X' }), ['mm'], [])).toBe(true)
    expect(isExcludedConnector(fakeConnector({ type: 'EXTERNAL', name: 'MetaMask' }), ['mm'], [metaMask])).toBe(false)
  })

  it("fetches the excluded ids' entries once, and none when nothing is excluded", async () => {
    const kit = testKit({ excludeWalletIds: ['mm'] })
    const fetchFeatured = vi.fn(async () => [metaMask])
    vi.spyOn(kit.kernel.api, 'directory').mockResolvedValue({ fetchFeatured } as never)
    expect(await fetchExcludedWallets(kit)).toEqual([metaMask])
    expect(await fetchExcludedWallets(kit)).toEqual([metaMask])
    expect(fetchFeatured).toHaveBeenCalledExactlyOnceWith(['mm'])
    expect(await fetchExcludedWallets(testKit())).toEqual([])
  })
})
