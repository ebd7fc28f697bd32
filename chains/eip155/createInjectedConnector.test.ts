import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../devnet/anvil.js'
import { createTestWallet, type CreateTestWalletParameters } from '../../e2e/wallets/createTestWallet.js'
import { ChainNotSupportedError } from '../../kernel/errors/errors.js'
import type { ConnectorEvent } from '../../kernel/types/connector.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import { createInjectedConnector } from './createInjectedConnector.js'
import { ANVIL_ACCOUNT } from './test/anvilAccount.js'
import { stubProvider } from './test/fakeWindow.js'

let chainA: Anvil
let chainB: Anvil

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31_337 }), startAnvil({ chainId: 31_338 })])
})
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

const networkB = () =>
  defineNetwork({
    id: 31_338,
    name: 'Anvil B',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chainB.rpcUrl] } },
    blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1/explorer' } },
  })

function setUp(overrides: Partial<CreateTestWalletParameters> = {}) {
  const wallet = createTestWallet({
    privateKey: ANVIL_ACCOUNT.privateKey,
    chains: [
      { chainId: 31_337, rpcUrl: chainA.rpcUrl },
      { chainId: 31_338, rpcUrl: chainB.rpcUrl },
    ],
    ...overrides,
  })
  const connector = createInjectedConnector({ provider: wallet, type: 'ANNOUNCED', id: 'io.portico.testwallet', name: 'Test' })
  const events: ConnectorEvent[] = []
  return { wallet, connector, events, listen: () => connector.subscribe!((event) => events.push(event)) }
}

const methods = (wallet: { requests: { method: string }[] }) => wallet.requests.map((r) => r.method)

describe('injected connector: connect (SPEC §3 Connector)', () => {
  it('asks for accounts, then the chain, and returns the first account', async () => {
    const { wallet, connector } = setUp()
    await expect(connector.connect({})).resolves.toEqual({ address: ANVIL_ACCOUNT.address, chainId: 31_337 })
    expect(methods(wallet)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it("returns the wallet's chain even when the kit asked for another network: the kernel decides", async () => {
    const { connector } = setUp()
    await expect(connector.connect({ network: networkB() })).resolves.toMatchObject({ chainId: 31_337 })
  })

  it('rethrows a user rejection (4001) as the wallet sent it', async () => {
    const { connector } = setUp({ reject: { connect: true } })
    await expect(connector.connect({})).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('fails when the wallet gives no account', async () => {
    const connector = createInjectedConnector({ provider: stubProvider(() => []), type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    await expect(connector.connect({})).rejects.toThrow('Account not found for connector')
  })

  it('fails the same way when the wallet gives something that is not an EVM address', async () => {
    for (const accounts of [['not-an-address'], [42], ['0x1234']]) {
      const connector = createInjectedConnector({ provider: stubProvider(() => accounts), type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
      await expect(connector.connect({})).rejects.toThrow('Account not found for connector')
    }
  })
})

describe('injected connector: reconnect and disconnect (SPEC §4 start-up)', () => {
  it('restores without prompting: eth_accounts only, null when the site is not connected', async () => {
    const { wallet, connector } = setUp()
    await expect(connector.reconnect!({})).resolves.toBeNull()
    expect(methods(wallet)).toEqual(['eth_accounts'])
    await connector.connect({})
    wallet.requests.length = 0
    await expect(connector.reconnect!({})).resolves.toEqual({ address: ANVIL_ACCOUNT.address, chainId: 31_337 })
    expect(methods(wallet)).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('revokes the permission, then stops listening', async () => {
    const { wallet, connector, events, listen } = setUp()
    await connector.connect({})
    listen()
    await connector.disconnect()
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await expect(connector.reconnect!({})).resolves.toBeNull()
    events.length = 0
    await wallet.request({ method: 'eth_requestAccounts' })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(events).toEqual([])
  })

  it('disconnects even when the wallet cannot revoke', async () => {
    const provider = stubProvider((method) => {
      if (method === 'wallet_revokePermissions') throw Object.assign(new Error('nope'), { code: 4200 })
      return null
    })
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    await expect(connector.disconnect()).resolves.toBeUndefined()
  })
})

describe('injected connector: events', () => {
  it('turns accountsChanged, chainChanged and disconnect into kernel events; unsubscribe stops them', async () => {
    const { wallet, connector, events, listen } = setUp()
    await connector.connect({})
    const off = listen()
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    wallet.disconnectFromWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(events).toEqual([
      { type: 'chainChanged', chainId: 31_338 },
      { type: 'accountsChanged', address: undefined },
      { type: 'accountsChanged', address: ANVIL_ACCOUNT.address },
    ])
    off()
    wallet.disconnectFromWallet()
    expect(events).toHaveLength(3)
  })

  it('passes on the provider disconnect event and ignores unreadable chain ids', () => {
    const handlers = new Map<string, (payload: unknown) => void>()
    const provider = {
      request: async () => null,
      on: (event: string, handler: (payload: unknown) => void) => void handlers.set(event, handler),
      removeListener: () => {},
    }
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    const events: ConnectorEvent[] = []
    connector.subscribe!((event) => events.push(event))
    handlers.get('chainChanged')!('not a chain')
    handlers.get('chainChanged')!('0x89')
    handlers.get('disconnect')!({ code: 4900 })
    expect(events).toEqual([{ type: 'chainChanged', chainId: 137 }, { type: 'disconnect' }])
  })
})

describe('injected connector: network switching (SPEC §7 session calls, §8 chain switch codes)', () => {
  it('switches with wallet_switchEthereumChain and the hex chain id', async () => {
    const { wallet, connector, events, listen } = setUp()
    await connector.connect({})
    listen()
    await connector.switchNetwork!(networkB())
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(wallet.chainId).toBe(31_338)
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31_338 }])
  })

  it('adds a chain the wallet does not know (4902), then switches again (SPEC §8)', async () => {
    const { wallet, connector } = setUp({ knownChainIds: [31_337] })
    await connector.connect({})
    wallet.requests.length = 0
    await connector.switchNetwork!(networkB())
    expect(methods(wallet)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.requests[1]!.params).toEqual([
      {
        chainId: '0x7a6a',
        rpcUrls: [chainB.rpcUrl],
        chainName: 'Anvil B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorerUrls: ['http://127.0.0.1/explorer'],
      },
    ])
    expect(wallet.chainId).toBe(31_338)
    // The wallet really is on the second node now.
    await expect(wallet.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')
    await expect(wallet.request({ method: 'net_version' })).resolves.toBe('31338')
  })

  it.each([
    ['5000', { code: 5000 }],
    ['-32603', { code: -32603 }],
    ['32603', { code: 32603 }],
    ['4902 in data.originalError', { code: -1, data: { originalError: { code: 4902 } } }],
  ])('treats switch error %s as an unknown chain and adds it (SPEC §8)', async (_, error) => {
    let switches = 0
    const provider = stubProvider((method) => {
      if (method === 'wallet_switchEthereumChain' && switches++ === 0) throw Object.assign(new Error('switch failed'), error)
      return null
    })
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    await connector.switchNetwork!(networkB())
    expect(provider.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it("throws 'Chain is not supported' when adding the chain fails (SPEC §8)", async () => {
    const provider = stubProvider((method) => {
      if (method === 'wallet_switchEthereumChain') throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
      throw Object.assign(new Error('Invalid rpcUrls'), { code: -32602 })
    })
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    const error = await connector.switchNetwork!(networkB()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect((error as ChainNotSupportedError).cause).toMatchObject({ code: -32602 })
  })

  it('rethrows a rejected switch (4001) as is, without adding the chain', async () => {
    const { wallet, connector } = setUp({ reject: { switch: true } })
    await connector.connect({})
    wallet.requests.length = 0
    await expect(connector.switchNetwork!(networkB())).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(methods(wallet)).toEqual(['wallet_switchEthereumChain'])
    expect(wallet.chainId).toBe(31_337)
  })

  it('rethrows a rejected add (4001) as is, not as an unsupported chain', async () => {
    const provider = stubProvider((method) => {
      if (method === 'wallet_switchEthereumChain') throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    const error = await connector.switchNetwork!(networkB()).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ChainNotSupportedError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('rethrows other switch errors without adding the chain', async () => {
    const provider = stubProvider((method) => {
      if (method === 'wallet_switchEthereumChain') throw Object.assign(new Error('Resource unavailable'), { code: -32002 })
      return null
    })
    const connector = createInjectedConnector({ provider, type: 'INJECTED', id: 'injected', name: 'Browser Wallet' })
    await expect(connector.switchNetwork!(networkB())).rejects.toMatchObject({ code: -32002 })
    expect(provider.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
  })
})
