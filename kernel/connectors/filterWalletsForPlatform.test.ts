import { describe, expect, it } from 'vitest'
import type { Wallet } from '../types/wallet.js'
import { COINBASE_WALLET_ID, filterWalletsForPlatform } from './filterWalletsForPlatform.js'

const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const SOLFLARE_WALLET_ID = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'
/** A family that keeps two wallets on mobile, as solana's package does. */
const mobileWallets = ['Phantom', 'Solflare']

const ids = (list: Wallet[]) => list.map((w) => w.id)
const rainbow: Wallet = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', rdns: 'me.rainbow' }
const desktopOnly: Wallet = { id: 'desk', name: 'Desk', mobile_link: null }
const coinbase: Wallet = { id: COINBASE_WALLET_ID, name: 'Coinbase Wallet' }
const phantom: Wallet = { id: PHANTOM_WALLET_ID, name: 'Phantom' }
const solflare: Wallet = { id: SOLFLARE_WALLET_ID, name: 'Solflare' }

describe('filterWalletsForPlatform', () => {
  it('hides wallets without a mobile link on mobile, except Coinbase (SPEC §5)', () => {
    const list = [rainbow, desktopOnly, coinbase, phantom, solflare]
    const shown = filterWalletsForPlatform(list, { isMobile: true, namespace: 'eip155' })
    expect(ids(shown)).toEqual(['rainbow', COINBASE_WALLET_ID])
  })

  it('keeps Coinbase on mobile by name too (SPEC §5)', () => {
    const list = [{ id: 'a', name: 'Coinbase' }, { id: 'b', name: 'coinbase wallet' }]
    expect(ids(filterWalletsForPlatform(list, { isMobile: true }))).toEqual(['a', 'b'])
  })

  it('keeps the wallets the family keeps on mobile (Phantom and Solflare on solana), by name in any case (SPEC §5)', () => {
    const list = [rainbow, desktopOnly, phantom, solflare, { id: 'p2', name: 'phantom' }]
    expect(ids(filterWalletsForPlatform(list, { isMobile: true, namespace: 'solana', mobileWallets }))).toEqual([
      'rainbow',
      PHANTOM_WALLET_ID,
      SOLFLARE_WALLET_ID,
      'p2',
    ])
  })

  it('keeps wallets without a mobile link on desktop (SPEC §5)', () => {
    expect(ids(filterWalletsForPlatform([rainbow, desktopOnly], { isMobile: false }))).toEqual(['rainbow', 'desk'])
  })

  it('hides, for a namespace, wallets whose chains are all of another family (SPEC §4 namespace filtering)', () => {
    const evm: Wallet = { id: 'evm', name: 'Evm', chains: ['eip155:1'] }
    const both: Wallet = { id: 'both', name: 'Both', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }
    const wallets = [evm, both, rainbow]
    expect(ids(filterWalletsForPlatform(wallets, { isMobile: false, namespace: 'solana' }))).toEqual(['both', 'rainbow'])
    expect(ids(filterWalletsForPlatform(wallets, { isMobile: false, namespace: 'eip155' }))).toEqual(['evm', 'both', 'rainbow'])
    expect(ids(filterWalletsForPlatform(wallets, { isMobile: false }))).toEqual(['evm', 'both', 'rainbow'])
  })

  it('hides excluded wallet ids', () => {
    const shown = filterWalletsForPlatform([rainbow, desktopOnly], { isMobile: false, excludeWalletIds: ['desk'] })
    expect(ids(shown)).toEqual(['rainbow'])
  })

  it('hides excluded wallets by rdns or case-insensitive name (SPEC §5)', () => {
    const list = [rainbow, desktopOnly, coinbase]
    const rdns = [{ name: 'x', rdns: 'me.rainbow' }]
    const byRdns = filterWalletsForPlatform(list, { isMobile: false, excludedWallets: rdns })
    expect(ids(byRdns)).toEqual(['desk', COINBASE_WALLET_ID])
    const byName = filterWalletsForPlatform(list, { isMobile: false, excludedWallets: [{ name: 'COINBASE WALLET' }] })
    expect(ids(byName)).toEqual(['rainbow', 'desk'])
  })
})
