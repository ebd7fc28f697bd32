// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { kusama, polkadot } from '../../networks/index.js'
import type { Connector, ConnectorEvent } from '../../kernel/types/connector.js'
import { createInjectedConnector, type PolkadotWalletProvider } from './createInjectedConnector.js'
import { discoverPolkadotWallets } from './discoverWallets.js'
import type { Injected, InjectedAccount, InjectedExtension } from './injected.js'
import { encodeSs58 } from './ss58.js'

const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const OTHER = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)
/** Addresses as extensions list them: the generic prefix 42. */
const ALICE = encodeSs58(KEY, 42)
const BOB = encodeSs58(OTHER, 42)

function fakeExtension(accounts: InjectedAccount[]) {
  let subscriber: ((accounts: InjectedAccount[]) => void) | undefined
  const injected: Injected = {
    accounts: {
      get: vi.fn(async () => accounts),
      subscribe: (callback) => {
        subscriber = callback
        return () => (subscriber = undefined)
      },
    },
    signer: {},
  }
  const extension: InjectedExtension & { enable: ReturnType<typeof vi.fn> } = { version: '1', enable: vi.fn(async () => injected) }
  return { extension, injected, change: (next: InjectedAccount[]) => subscriber?.(next) }
}

const make = (extension: InjectedExtension, names = new Map<string, string>()) =>
  createInjectedConnector({ source: 'polkadot-js', extension, networks: () => [polkadot, kusama], appName: () => 'My app', names })

afterEach(() => {
  delete (window as { injectedWeb3?: unknown }).injectedWeb3
  vi.useRealTimers()
})

describe('createInjectedConnector', () => {
  it("connects the first account with the network's SS58 prefix, asks enable(origin) with the app's name, and keeps the account's name", async () => {
    const { extension } = fakeExtension([{ address: ALICE, name: 'Alice', type: 'sr25519' }, { address: BOB, name: 'Bob' }])
    const names = new Map<string, string>()
    const connector = make(extension, names)
    expect(connector).toMatchObject({ id: 'polkadot:polkadot-js', name: 'Polkadot{.js}', chain: 'polkadot', type: 'ANNOUNCED' })
    expect(await connector.connect({ network: polkadot })).toEqual({ address: encodeSs58(KEY, 0), chainId: polkadot.id })
    expect(extension.enable).toHaveBeenCalledWith('My app')
    expect(names.get(encodeSs58(KEY, 0))).toBe('Alice')
    expect(((await connector.getProvider!()) as PolkadotWalletProvider).account?.address).toBe(ALICE)
  })

  it('prefers an account restricted to the network, skips ethereum and ecdsa accounts, and refuses an extension without one', async () => {
    const restricted = { address: BOB, genesisHash: `0x${kusama.id}0000000000000000000000000000000000000000000000000000000000000000`.slice(0, 66) }
    const { extension } = fakeExtension([{ address: ALICE, genesisHash: `0x${'00'.repeat(32)}` }, restricted, { address: '0x00', type: 'ethereum' }])
    expect((await make(extension).connect({ network: kusama })).address).toBe(encodeSs58(OTHER, 2))
    const none = fakeExtension([{ address: ALICE, type: 'ecdsa' }, { address: 'not an address' }])
    await expect(make(none.extension).connect({ network: polkadot })).rejects.toThrow('Account not found for connector')
  })

  it('a switch re-encodes the account for the new network after the kit made it active; a new account in the extension is reported', async () => {
    vi.useFakeTimers()
    const { extension, change } = fakeExtension([{ address: ALICE }])
    const connector: Connector = make(extension)
    await connector.connect({ network: polkadot })
    const events: ConnectorEvent[] = []
    connector.subscribe!((event) => events.push(event))
    await connector.switchNetwork!(kusama)
    expect(events).toEqual([])
    await vi.runAllTimersAsync()
    expect(events).toEqual([{ type: 'accountsChanged', address: encodeSs58(KEY, 2) }])
    change([{ address: BOB }])
    await vi.runAllTimersAsync()
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', address: encodeSs58(OTHER, 2) })
    change([])
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', address: undefined })
  })
})

describe('discoverPolkadotWallets', () => {
  it('registers extensions present now and injected later, asks none of them anything, and removes them on teardown', async () => {
    vi.useFakeTimers()
    const first = fakeExtension([{ address: ALICE }])
    const later = fakeExtension([{ address: BOB }])
    const w = window as { injectedWeb3?: Record<string, unknown> }
    w.injectedWeb3 = { talisman: first.extension, broken: { enable: 'no' } }
    const removed: string[] = []
    const registered: Connector[] = []
    const stop = discoverPolkadotWallets({
      registerConnector: (connector) => {
        registered.push(connector)
        return () => removed.push(connector.id)
      },
      networks: [polkadot],
      options: { projectId: 'p', networks: [polkadot] } as never,
      names: new Map(),
    })
    expect(registered.map((c) => c.name)).toEqual(['Talisman'])
    w.injectedWeb3['Late Wallet'] = later.extension
    await vi.advanceTimersByTimeAsync(500)
    expect(registered.map((c) => c.name)).toEqual(['Talisman', 'Late Wallet'])
    expect(first.extension.enable).not.toHaveBeenCalled()
    expect(later.extension.enable).not.toHaveBeenCalled()
    stop()
    expect(removed.sort()).toEqual(['polkadot:Late Wallet', 'polkadot:talisman'])
  })
})
