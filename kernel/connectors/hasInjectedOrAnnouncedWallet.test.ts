import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { hasInjectedOrAnnouncedWallet } from './hasInjectedOrAnnouncedWallet.js'

const connector = (c: Partial<Connector> & Pick<Connector, 'id' | 'type'>): Connector => ({
  name: c.id,
  chain: 'eip155',
  connect: () => Promise.resolve({ address: '0x1', chainId: 1 }),
  disconnect: () => Promise.resolve(),
  ...c,
})

describe('hasInjectedOrAnnouncedWallet', () => {
  it('is true for an announced or injected wallet (SPEC §2)', () => {
    expect(hasInjectedOrAnnouncedWallet([connector({ id: 'io.metamask', type: 'ANNOUNCED' })])).toBe(true)
    expect(hasInjectedOrAnnouncedWallet([connector({ id: 'phantom', type: 'INJECTED' })])).toBe(true)
  })

  it('is false with only WalletConnect, external or auth connectors (SPEC §2)', () => {
    const list = [
      connector({ id: 'walletConnect', type: 'WALLET_CONNECT' }),
      connector({ id: 'coinbase', type: 'EXTERNAL' }),
      connector({ id: 'auth', type: 'AUTH' }),
    ]
    expect(hasInjectedOrAnnouncedWallet(list)).toBe(false)
  })

  it('ignores a Browser Wallet without rdns that is not installed (SPEC §5)', () => {
    const browserWallet = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    expect(hasInjectedOrAnnouncedWallet([browserWallet])).toBe(false)
  })

  it('counts a Browser Wallet that is installed or has an rdns (SPEC §5)', () => {
    expect(hasInjectedOrAnnouncedWallet([connector({ id: 'injected', type: 'INJECTED', installed: true })])).toBe(true)
    const withRdns = connector({ id: 'injected', type: 'INJECTED', info: { rdns: 'a.b' } })
    expect(hasInjectedOrAnnouncedWallet([withRdns])).toBe(true)
  })
})
