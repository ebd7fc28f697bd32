import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'
import { groupConnectors } from './groupConnectors.js'

const connector = (c: Partial<Connector> & Pick<Connector, 'id' | 'type'>): Connector => ({
  name: c.id,
  chain: 'eip155',
  connect: () => Promise.resolve({ address: '0x1', chainId: 1 }),
  disconnect: () => Promise.resolve(),
  ...c,
})
const ids = (list: Connector[]) => list.map((c) => c.id)

const wc = connector({ id: 'walletConnect', type: 'WALLET_CONNECT' })
const metamask = connector({ id: 'io.metamask', type: 'ANNOUNCED', explorerId: 'mm' })
const rabby = connector({ id: 'io.rabby', type: 'ANNOUNCED', explorerId: 'rabby' })
const browser = connector({ id: 'injected', type: 'INJECTED' })
const coinbase = connector({ id: 'coinbase', type: 'EXTERNAL', explorerId: 'cb' })
const safe = connector({ id: 'safe', type: 'EXTERNAL' })
const multi = connector({ id: 'multi', type: 'MULTI_CHAIN' })
const auth = connector({ id: 'auth', type: 'AUTH' })
const all = [auth, multi, safe, coinbase, browser, rabby, metamask, wc]

describe('groupConnectors', () => {
  it('groups connectors by type into the Connect view sections (SPEC §6)', () => {
    const groups = groupConnectors(all, {})
    expect(ids(groups.walletConnect)).toEqual(['walletConnect'])
    expect(ids(groups.recent)).toEqual([])
    expect(ids(groups.injected)).toEqual(['injected', 'io.rabby', 'io.metamask'])
    expect(ids(groups.featured)).toEqual([])
    expect(groups.custom).toEqual([])
    expect(ids(groups.external)).toEqual(['multi', 'safe', 'coinbase'])
  })

  it('moves recent wallets into recent, newest first and shown once (SPEC §3, §6)', () => {
    const groups = groupConnectors(all, { recentWalletIds: ['cb', 'mm'] })
    expect(ids(groups.recent)).toEqual(['coinbase', 'io.metamask'])
    expect(ids(groups.injected)).toEqual(['injected', 'io.rabby'])
    expect(ids(groups.external)).toEqual(['multi', 'safe'])
  })

  it('puts featured non-injected connectors into featured, in the host order (SPEC §6)', () => {
    const groups = groupConnectors(all, { featuredWalletIds: ['safe', 'mm', 'cb'] })
    expect(ids(groups.featured)).toEqual(['safe', 'coinbase'])
    expect(ids(groups.injected)).toEqual(['injected', 'io.rabby', 'io.metamask'])
    expect(ids(groups.external)).toEqual(['multi'])
  })

  it('passes custom wallets through and leaves AUTH connectors out (SPEC §6)', () => {
    const custom: Wallet[] = [{ id: 'mine', name: 'Mine' }]
    const groups = groupConnectors([auth], { customWallets: custom })
    expect(groups.custom).toEqual(custom)
    expect(Object.values(groups).flat()).toEqual(custom)
  })
})
