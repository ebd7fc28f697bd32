// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { cosmosHub, osmosis } from '../../networks/index.js'
import type { ConnectorEvent } from '../../kernel/types/connector.js'
import { createKeplrConnector } from './createKeplrConnector.js'
import { discoverKeplrWallets } from './discoverKeplrWallets.js'
import type { KeplrKey, KeplrProvider } from './keplrProvider.js'

const HUB = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const OSMO = 'osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw'
const ADDRESSES: Record<string, string> = { 'cosmoshub-4': HUB, 'osmosis-1': OSMO }
const DESCRIPTOR = { global: 'testKeplr', name: 'Test Keplr', keystoreChangeEvent: 'testKeplr_keystorechange' }

/** A Keplr-style wallet in memory: chains must be enabled before `getKey` answers. */
function fakeKeplr(addresses = ADDRESSES) {
  const enabled = new Set<string>()
  const keplr = {
    enable: vi.fn(async (ids: string | string[]) => void [ids].flat().forEach((id) => enabled.add(id))),
    getKey: vi.fn(async (chainId: string): Promise<KeplrKey> => {
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
      return { name: 'key', algo: 'secp256k1', pubKey: new Uint8Array(33), address: new Uint8Array(20), bech32Address: addresses[chainId]! }
    }),
    signArbitrary: vi.fn(),
    disable: vi.fn(async () => enabled.clear()),
  } satisfies KeplrProvider
  return { keplr, enabled, addresses }
}

describe('createKeplrConnector', () => {
  it('enables the network’s chain and answers its bech32 account; restores silently only an enabled chain', async () => {
    const { keplr, enabled } = fakeKeplr()
    const connector = createKeplrConnector(DESCRIPTOR, keplr, () => [cosmosHub, osmosis])
    expect(await connector.reconnect!({ network: cosmosHub })).toBeNull()
    expect(keplr.enable).not.toHaveBeenCalled()
    expect(await connector.connect({ network: osmosis })).toEqual({ address: OSMO, chainId: 'osmosis-1' })
    expect(keplr.enable).toHaveBeenCalledWith('osmosis-1')
    expect(await connector.reconnect!({ network: osmosis })).toEqual({ address: OSMO, chainId: 'osmosis-1' })
    await connector.disconnect()
    expect(keplr.disable).toHaveBeenCalledWith('osmosis-1')
    expect(enabled.size).toBe(0)
  })

  it('refuses a key whose prefix is not the network’s', async () => {
    const { keplr } = fakeKeplr({ 'cosmoshub-4': OSMO })
    const connector = createKeplrConnector(DESCRIPTOR, keplr, () => [cosmosHub])
    await expect(connector.connect({ network: cosmosHub })).rejects.toMatchObject({ name: 'CosmosAccountNotFoundError', shortMessage: 'Account not found for connector' })
  })

  it('a network switch and a keystore change report the new address', async () => {
    const { keplr, addresses } = fakeKeplr({ ...ADDRESSES })
    const connector = createKeplrConnector(DESCRIPTOR, keplr, () => [cosmosHub, osmosis])
    const events: ConnectorEvent[] = []
    const stop = connector.subscribe!((event) => events.push(event))
    await connector.connect({ network: cosmosHub })
    await connector.switchNetwork!(osmosis)
    await Promise.resolve()
    expect(events).toEqual([{ type: 'accountsChanged', address: OSMO }])
    addresses['osmosis-1'] = 'osmo1qgzqvzq2ps8pqys5zcvp58q7yq3zgf3ga9e0fx'
    window.dispatchEvent(new Event(DESCRIPTOR.keystoreChangeEvent))
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events[1]).toEqual({ type: 'accountsChanged', address: 'osmo1qgzqvzq2ps8pqys5zcvp58q7yq3zgf3ga9e0fx' })
    stop()
    window.dispatchEvent(new Event(DESCRIPTOR.keystoreChangeEvent))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(events).toHaveLength(2)
  })
})

describe('discoverKeplrWallets', () => {
  it('registers a wallet injected before, or assigned later; the teardown removes both and the wait', () => {
    const w = window as unknown as Record<string, unknown>
    w['earlyKeplr'] = fakeKeplr().keplr
    const registered: string[] = []
    const removed: string[] = []
    const stop = discoverKeplrWallets(
      {
        networks: [cosmosHub],
        registerConnector: (connector) => {
          registered.push(connector.name)
          return () => removed.push(connector.name)
        },
      },
      [
        { global: 'earlyKeplr', name: 'Early', keystoreChangeEvent: 'early_keystorechange' },
        { global: 'lateKeplr', name: 'Late', keystoreChangeEvent: 'late_keystorechange' },
        { global: 'neverKeplr', name: 'Never', keystoreChangeEvent: 'never_keystorechange' },
      ],
    )
    expect(registered).toEqual(['Early'])
    w['lateKeplr'] = fakeKeplr().keplr
    expect(registered).toEqual(['Early', 'Late'])
    expect(typeof (w['lateKeplr'] as KeplrProvider).getKey).toBe('function')
    stop()
    expect(removed.sort()).toEqual(['Early', 'Late'])
    expect('neverKeplr' in window).toBe(false)
  })
})
