import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../kernel/constants.js'
import type { AppKitOptions } from '../../kernel/options/types.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { Environment } from '../../kernel/utils/environment.js'
import { arbitrum, mainnet, solanaMainnet, testEnvironment, testKit } from '../../test/fixtures.js'
import { walletConnect } from './index.js'
import { FakeUniversalProvider } from './testing/fakeUniversalProvider.js'
import type { PairingState } from './pairing.js'
import type { WalletConnectApi } from './index.js'
/** The plugin's pairing state and API in a kit. */
const pairingOf = (kit: { kernel: { state: { plugins: Readonly<Record<string, { state: object; api: unknown } | undefined>> } } }) =>
  (kit.kernel.state.plugins.walletconnect?.state ?? {}) as Partial<PairingState>
const pairingApi = (kit: { kernel: { state: { plugins: Readonly<Record<string, { state: object; api: unknown } | undefined>> } } }) =>
  (kit.kernel.state.plugins.walletconnect?.api as WalletConnectApi).pairing


vi.mock('@walletconnect/universal-provider', async () => {
  const { FakeUniversalProvider } = await import('./testing/fakeUniversalProvider.js')
  return { UniversalProvider: FakeUniversalProvider, default: FakeUniversalProvider }
})

const alice = '0x00000000000000000000000000000000000000a1'
const bob = '0x00000000000000000000000000000000000000b0'
const solanaAccount = `${solanaMainnet.caipNetworkId}:So1anaAcc0unt11111111111111111111111111111`

/** A kit with the WalletConnect plugin set up (and only it: no built-ins), its plugins loaded. */
async function wcKit(options: Partial<AppKitOptions> = {}, env: Environment = testEnvironment()) {
  const kit = testKit({ plugins: [walletConnect({ prefetch: false })], ...options }, { builtins: {}, env })
  await kit.ready()
  await kit.open()
  await registered(kit)
  kit.close()
  return kit
}

/** open() shows the modal at once; the plugins it starts loading register their connectors a moment later. */
async function registered(kit: { kernel: { state: { connectors: { list: readonly { id: string }[] } } } }) {
  await vi.waitFor(() => expect(kit.kernel.state.connectors.list.some((c) => c.id === 'walletConnect')).toBe(true))
}

const provider = () => FakeUniversalProvider.instances.at(-1) as FakeUniversalProvider

async function connected(options: Partial<AppKitOptions> = {}, accounts = [`eip155:1:${alice}`, `eip155:42161:${alice}`]) {
  const kit = await wcKit(options)
  const connecting = kit.connect('walletConnect')
  await vi.waitFor(() => expect(pairingOf(kit).uri).toMatch(/^wc:/u))
  provider().approve(accounts)
  await connecting
  return kit
}

function sessionEvent(chainId: string, name: string, data: unknown) {
  provider().emit('session_event', { topic: provider().session?.topic, params: { chainId, event: { name, data } } })
}

describe('WalletConnect connector', () => {
  beforeEach(() => FakeUniversalProvider.reset())

  it('registers one WALLET_CONNECT connector per configured family WalletConnect serves, without loading the SDK', async () => {
    const kit = await wcKit({ networks: [mainnet, arbitrum, solanaMainnet] })
    const connectors = (kit.kernel.state.connectors.list as readonly Connector[]).filter((c) => c.type === 'WALLET_CONNECT')
    expect(connectors.map((c) => [c.id, c.name, c.chain])).toEqual([
      ['walletConnect', 'WalletConnect', 'eip155'],
      ['walletConnect', 'WalletConnect', 'solana'],
    ])
    expect(FakeUniversalProvider.instances).toHaveLength(0)
    const eip155Only = await wcKit()
    expect((eip155Only.kernel.state.connectors.list as readonly Connector[]).filter((c) => c.type === 'WALLET_CONNECT')).toHaveLength(1)
  })

  it('connects: the uri shows, the wallet approves, the first account of the family is connected', async () => {
    const kit = await wcKit()
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.event))
    const connecting = kit.connect('walletConnect')
    await vi.waitFor(() => expect(pairingOf(kit).uri).toMatch(/^wc:/u))
    // Only a QR code shows: no wallet was asked yet (SPEC §4).
    expect(kit.getAccount().status).toBe('disconnected')
    expect(provider().pairings[0]?.namespaces).toMatchObject({ eip155: { chains: ['eip155:1', 'eip155:42161'] } })
    provider().approve([`eip155:1:${alice}`, `eip155:42161:${alice}`])
    await expect(connecting).resolves.toEqual({
      address: alice,
      chainId: 1,
      walletInfo: { name: 'Fake Wallet', icon: 'https://wallet.example/icon.png' },
    })
    expect(kit.getAccount()).toMatchObject({ isConnected: true, address: alice, caipAddress: `eip155:1:${alice}` })
    expect(kit.getWalletProvider()).toBe(provider())
    expect(provider().defaultChain).toBe('eip155:1')
    expect(kit.getWalletInfo()).toEqual({ name: 'Fake Wallet', icon: 'https://wallet.example/icon.png' })
    expect(pairingOf(kit).uri).toBeUndefined()
    expect(events).toContain('CONNECT_SUCCESS')
    expect(kit.getEvent()?.data.properties).toMatchObject({ method: 'qrcode', name: 'WalletConnect' })
  })

  it('connects on the network the kit is on when the session has it', async () => {
    const kit = await connected({ defaultNetwork: arbitrum })
    expect(kit.getAccount().caipAddress).toBe(`eip155:42161:${alice}`)
    expect(provider().defaultChain).toBe('eip155:42161')
  })

  it('a declined proposal leaves the account disconnected with ConnectionDeclinedError', async () => {
    const kit = await wcKit()
    const connecting = kit.connect('walletConnect')
    await vi.waitFor(() => expect(provider()?.pairings).toHaveLength(1))
    provider().reject()
    await expect(connecting).rejects.toMatchObject({ name: 'ConnectionDeclinedError', code: 4001 })
    expect(kit.getAccount().status).toBe('disconnected')
    expect(pairingOf(kit).uri).toBeUndefined()
  })

  it('a session without an account of the family fails with "Account not found for connector"', async () => {
    const kit = await wcKit({ networks: [mainnet, solanaMainnet] })
    const connecting = kit.connect('walletConnect')
    await vi.waitFor(() => expect(provider()?.pairings).toHaveLength(1))
    expect(Object.keys(provider().pairings[0]?.namespaces ?? {})).toEqual(['eip155', 'solana'])
    provider().approve([solanaAccount])
    await expect(connecting).rejects.toMatchObject({ name: 'AccountNotFoundError', shortMessage: 'Account not found for connector' })
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('restores a stored session on start-up, for every family it covers', async () => {
    const env = testEnvironment()
    env.storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'walletConnect', solana: 'walletConnect' }))
    FakeUniversalProvider.storedSession = new FakeUniversalProvider({}).approve([`eip155:42161:${bob}`, solanaAccount])
    const kit = testKit({ networks: [mainnet, arbitrum, solanaMainnet], plugins: [walletConnect({ prefetch: false })] }, { builtins: {}, env })
    await kit.ready()
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: bob, caipAddress: `eip155:42161:${bob}` })
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: true, address: 'So1anaAcc0unt11111111111111111111111111111' })
    expect(FakeUniversalProvider.instances).toHaveLength(1)
    // The wallet ends the session: every family it served is disconnected.
    provider().emit('session_delete', { topic: provider().session?.topic })
    expect(kit.getAccount('eip155').status).toBe('disconnected')
    expect(kit.getAccount('solana').status).toBe('disconnected')
    await kit.destroy()
  })

  it('reconnect without a stored session in the SDK answers null and the account is reset', async () => {
    const env = testEnvironment()
    env.storage.setItem(STORAGE_KEYS.connectedConnectorIds, JSON.stringify({ eip155: 'walletConnect' }))
    const kit = testKit({ plugins: [walletConnect({ prefetch: false })] }, { builtins: {}, env })
    await kit.ready()
    expect(kit.getAccount()).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(env.storage.getItem(STORAGE_KEYS.connectedConnectorIds)).toBe('{}')
  })

  it('disconnect ends the session and forgets the deep-link choice', async () => {
    const kit = await connected()
    pairingApi(kit).setDeepLinkChoice({ name: 'Fake Wallet', href: 'fakewallet://' })
    await kit.disconnect()
    expect(provider().calls).toContain('disconnect')
    expect(provider().session).toBeUndefined()
    expect(kit.getAccount().status).toBe('disconnected')
    expect(pairingOf(kit).deepLinkChoice).toBeUndefined()
  })

  it("follows the wallet's account and chain changes, and its disconnect", async () => {
    const kit = await connected()
    sessionEvent('eip155:1', 'accountsChanged', [`eip155:1:${bob}`])
    expect(kit.getAccount()).toMatchObject({ address: bob, caipAddress: `eip155:1:${bob}` })
    sessionEvent('eip155:42161', 'chainChanged', '0xa4b1')
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
    expect(kit.getAccount().caipAddress).toBe(`eip155:42161:${bob}`)
    provider().emit('disconnect', { message: 'User disconnected.', code: 6000 })
    expect(kit.getAccount().status).toBe('disconnected')
  })

  it('switches within the session: the provider and the wallet follow', async () => {
    const kit = await connected()
    await kit.switchNetwork(arbitrum)
    expect(provider().defaultChain).toBe('eip155:42161')
    expect(provider().requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }], chain: 'eip155:42161' },
    ])
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161')
  })

  it('refuses a network the session did not approve with a clear error', async () => {
    const kit = await connected({}, [`eip155:1:${alice}`])
    await expect(kit.switchNetwork(arbitrum)).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
      details: expect.stringContaining('Arbitrum One (eip155:42161) is not part of the WalletConnect session'),
    })
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(provider().requests).toEqual([])
  })

  it('a pairing given up before any wallet answered (Back from the QR code) is no failed connect: no CONNECT_ERROR, no report', async () => {
    const kit = await wcKit()
    const events: string[] = []
    kit.subscribeEvents((e) => events.push(e.event))
    const connecting = kit.connect('walletConnect')
    await vi.waitFor(() => expect(pairingOf(kit).uri).toMatch(/^wc:/u))
    ;(kit.kernel.state.plugins.walletconnect?.api as WalletConnectApi).cancel()
    await expect(connecting).rejects.toThrow('Connection cancelled')
    expect(kit.getAccount().status).toBe('disconnected')
    expect(events).not.toContain('CONNECT_ERROR')
    expect(events).not.toContain('ERROR_REPORT')
  })

  it('on iOS Safari and in Telegram the family is connecting while the wallet is asked, elsewhere not; then connected (SPEC §4)', async () => {
    const cases = [
      [{ isIos: () => true, isSafari: () => true }, 'connecting'],
      [{ isTelegram: () => true }, 'connecting'],
      [{}, 'disconnected'],
    ] as const
    for (const [overrides, whileWaiting] of cases) {
      FakeUniversalProvider.reset()
      const env = testEnvironment(overrides)
      const kit = testKit({ plugins: [walletConnect({ prefetch: false })] }, { builtins: {}, env })
      await kit.ready()
      await kit.open()
      await registered(kit)
      const connecting = kit.connect('walletConnect')
      await vi.waitFor(() => expect(provider()?.pairings).toHaveLength(1))
      expect(kit.getAccount().status).toBe(whileWaiting)
      provider().approve([`eip155:1:${alice}`])
      await connecting
      expect(kit.getAccount().status).toBe('connected')
      await kit.destroy()
    }
  })

  it('getProvider returns the UniversalProvider, an EIP-1193 provider taking the chain', async () => {
    const kit = await connected()
    const connector = (kit.kernel.state.connectors.list as readonly Connector[]).find((c) => c.id === 'walletConnect')
    const wcProvider = (await connector?.getProvider?.()) as FakeUniversalProvider
    expect(wcProvider).toBe(provider())
    provider().respond = () => '0xsignature'
    await expect(wcProvider.request({ method: 'personal_sign', params: ['0x68656c6c6f', alice] }, 'eip155:1')).resolves.toBe('0xsignature')
  })
})
