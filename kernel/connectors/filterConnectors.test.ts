import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { filterConnectors } from './filterConnectors.js'

const connector = (c: Partial<Connector> & Pick<Connector, 'id' | 'type'>): Connector => ({
  name: c.id,
  chain: 'eip155',
  connect: () => Promise.resolve({ address: '0x1', chainId: 1 }),
  disconnect: () => Promise.resolve(),
  ...c,
})
const ids = (list: Connector[]) => list.map((c) => c.id)

const metamask = connector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } })
const browserWallet = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
const walletConnect = connector({ id: 'walletConnect', type: 'WALLET_CONNECT' })

describe('filterConnectors', () => {
  it('hides connectors of excluded wallets by rdns (SPEC §5)', () => {
    const list = [metamask, walletConnect]
    const excludedWallets = [{ name: 'x', rdns: 'io.metamask' }]
    expect(ids(filterConnectors(list, { isMobile: false, excludedWallets }))).toEqual(['walletConnect'])
  })

  it('hides connectors of excluded wallets by case-insensitive name (SPEC §5)', () => {
    const list = [metamask, walletConnect]
    const excludedWallets = [{ name: 'metamask' }]
    expect(ids(filterConnectors(list, { isMobile: false, excludedWallets }))).toEqual(['walletConnect'])
  })

  it('hides the Browser Wallet on desktop even when installed (SPEC §5)', () => {
    const installed = { ...browserWallet, installed: true, info: { rdns: 'a.b' } }
    expect(ids(filterConnectors([browserWallet, installed, metamask], { isMobile: false }))).toEqual(['io.metamask'])
  })

  it('hides the Browser Wallet on mobile when it has no rdns and is not installed (SPEC §5)', () => {
    expect(ids(filterConnectors([browserWallet, metamask], { isMobile: true }))).toEqual(['io.metamask'])
  })

  it('shows the Browser Wallet on mobile when installed or with an rdns (SPEC §5)', () => {
    const installed = { ...browserWallet, installed: true }
    const withRdns = { ...browserWallet, id: 'other', info: { rdns: 'a.b' } }
    expect(ids(filterConnectors([installed, withRdns], { isMobile: true }))).toEqual(['injected', 'other'])
  })

  it('keeps only connectors of the given namespace (SPEC §4)', () => {
    const phantom = connector({ id: 'phantom', type: 'ANNOUNCED', chain: 'solana' })
    expect(ids(filterConnectors([metamask, phantom], { isMobile: false, namespace: 'solana' }))).toEqual(['phantom'])
    expect(ids(filterConnectors([metamask, phantom], { isMobile: false }))).toEqual(['io.metamask', 'phantom'])
  })

  it('hides an INJECTED connector an ANNOUNCED one with the same rdns replaces', () => {
    const injected = connector({ id: 'metamask-injected', type: 'INJECTED', info: { rdns: 'io.metamask' } })
    const otherChain = { ...injected, id: 'metamask-solana', chain: 'solana' as const }
    expect(ids(filterConnectors([injected, metamask, otherChain], { isMobile: false }))).toEqual([
      'io.metamask',
      'metamask-solana',
    ])
  })
})
