import { connect, disconnect, getAccount, getChainId, getConnectors, reconnect, switchChain } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createKit } from '../../kernel/createKit.js'
import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'
import { arbitrum, fakeConnector, mainnet, solanaMainnet, testEnvironment } from '../../test/fixtures.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const address = '0x00000000000000000000000000000000000000a1'
const other = '0x00000000000000000000000000000000000000b2'

/** The kit's state notifies its subscribers after the current task's microtasks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

let kits: AppKit[] = []
afterEach(async () => {
  await Promise.all(kits.map((kit) => kit.destroy()))
  kits = []
})

/** A headless kit with the adapter and one browser wallet (a fake connector), started. */
async function setup() {
  const adapter = new WagmiAdapter({ networks: [mainnet, arbitrum], projectId: 'test-project', storage: null, discovery: false })
  const kit = createKit(
    { projectId: 'test-project', networks: [mainnet, arbitrum], adapters: [adapter], basic: true },
    { env: testEnvironment(), builtins: {} },
  )
  kits.push(kit)
  await kit.ready()
  const wallet = fakeConnector({ imageUrl: 'data:image/svg+xml,<svg/>' })
  getKernelApi(kit).registerConnector(wallet)
  await settled()
  return { adapter, kit, wallet, config: adapter.wagmiConfig }
}

describe('WagmiAdapter', () => {
  it("makes wagmi's config of the app's eip155 networks, with RPC URLs from customRpcUrls first", () => {
    const adapter = new WagmiAdapter({
      networks: [mainnet, solanaMainnet, arbitrum],
      projectId: 'p',
      customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:9999' }] },
      storage: null,
    })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.projectId).toBe('p')
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([1, 42161])
    expect(adapter.wagmiConfig.getClient({ chainId: 1 }).transport).toMatchObject({ type: 'fallback' })
    expect(adapter.wagmiConfig.getClient({ chainId: 42161 }).transport).toMatchObject({ type: 'http', url: 'http://127.0.0.1:8546' })
    // Portico's eip155 capabilities, for the modal's own Send, Swap and balances.
    expect(typeof adapter.sendToken).toBe('function')
    expect(typeof adapter.getBalances).toBe('function')
  })

  it('refuses networks without an eip155 one', () => {
    expect(() => new WagmiAdapter({ networks: [solanaMainnet], projectId: 'p' })).toThrow('at least one eip155 network')
  })

  it("gives wagmi a connector for every eip155 wallet of the modal: same id, name, icon, rdns", async () => {
    const { kit, config, wallet } = await setup()
    expect(getConnectors(config).map((c) => [c.id, c.name, c.type, c.icon, c.rdns])).toEqual([
      ['test-wallet', 'Test Wallet', 'injected', wallet.imageUrl, 'io.portico.test'],
    ])
    const api = getKernelApi(kit)
    const removeSecond = api.registerConnector(fakeConnector({ id: 'second', name: 'Second', type: 'AUTH' }))
    await settled()
    expect(getConnectors(config).map((c) => [c.id, c.type])).toEqual([
      ['test-wallet', 'injected'],
      ['second', 'AUTH'],
    ])
    removeSecond()
    await settled()
    expect(getConnectors(config).map((c) => c.id)).toEqual(['test-wallet'])
  })

  it('connecting, switching and disconnecting in the modal moves wagmi the same way', async () => {
    const { kit, config } = await setup()
    await kit.connect('test-wallet', 'eip155')
    await settled()
    expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 1, connector: { id: 'test-wallet' } })

    await kit.switchNetwork(arbitrum)
    await settled()
    expect(getAccount(config).chainId).toBe(42161)
    expect(getChainId(config)).toBe(42161)

    await kit.disconnect()
    await settled()
    expect(getAccount(config)).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it("follows the wallet: a new account, a new chain, the wallet's disconnect", async () => {
    const { kit, config, wallet } = await setup()
    await kit.connect('test-wallet', 'eip155')
    wallet.emit({ type: 'accountsChanged', address: other })
    await settled()
    expect(getAccount(config).address).toBe(other)
    wallet.emit({ type: 'chainChanged', chainId: 42161 })
    await settled()
    expect(getAccount(config).chainId).toBe(42161)
    wallet.emit({ type: 'disconnect' })
    await settled()
    expect(getAccount(config).status).toBe('disconnected')
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it("wagmi's connect, switchChain and disconnect act in the modal, with the wallet", async () => {
    const { kit, config, wallet } = await setup()
    const [connector] = getConnectors(config)
    const connected = await connect(config, { connector: connector! })
    expect(connected).toEqual({ accounts: [address], chainId: 1 })
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address })
    expect(wallet.calls).toContain('connect')

    await switchChain(config, { chainId: 42161 })
    expect(wallet.calls).toContain('switch:eip155:42161')
    expect(kit.getCaipNetwork('eip155')?.caipNetworkId).toBe('eip155:42161')
    expect(getAccount(config).chainId).toBe(42161)

    await expect(switchChain(config, { chainId: 10 })).rejects.toThrow('Chain not configured')

    await disconnect(config)
    expect(wallet.calls).toContain('disconnect')
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("the connector's provider is the connected wallet's, and a restore waits for the kit's", async () => {
    const { kit, config } = await setup()
    const [connector] = getConnectors(config)
    expect(await connector!.getProvider()).toBeUndefined()
    expect(await connector!.isAuthorized()).toBe(false)
    await kit.connect('test-wallet', 'eip155')
    expect(await connector!.getProvider()).toEqual({ isTestProvider: true })
    expect(await connector!.isAuthorized()).toBe(true)
    expect(await connector!.getAccounts()).toEqual([address])
  })

  it("wagmi's reconnect (WagmiProvider's on mount) finds the kit's connection and keeps it", async () => {
    const { kit, config } = await setup()
    expect(await reconnect(config)).toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
    await kit.connect('test-wallet', 'eip155')
    const connections = await reconnect(config)
    expect(connections.map((c) => [c.connector.id, c.accounts, c.chainId])).toEqual([['test-wallet', [address], 1]])
    expect(getAccount(config)).toMatchObject({ status: 'connected', address })
  })

  it('stops following the kit when the kit is destroyed', async () => {
    const { kit, config } = await setup()
    await kit.destroy()
    kits = []
    expect(getConnectors(config)).toEqual([])
  })
})
