import { describe, expect, it, vi } from 'vitest'
import { fakeConnector } from '../../test/fixtures.js'
import type { WalletDirectory } from '../api/walletDirectory.js'
import { STORAGE_KEYS } from '../constants.js'
import type { Kernel } from '../kernel.js'
import type { Wallet } from '../types/wallet.js'
import { createMemoryStorage } from '../utils/storage.js'
import { pickedWallet, recordRecentWallet } from './recordRecentWallet.js'

const TRUST: Wallet = { id: 'trust', name: 'Trust Wallet', rdns: 'com.trustwallet.app', image_id: 'trust-img', mobile_link: 'trust://', chains: ['eip155:1'] }
const TEST: Wallet = { id: 'portico', name: 'Test Wallet', rdns: 'io.portico.test' }

function kernelWith(routerData?: Record<string, unknown>) {
  const storage = createMemoryStorage()
  const kernel = {
    store: { recentWallets: { wallets: [] as Wallet[] }, router: { view: 'ConnectingExternal', data: routerData } },
    env: { storage },
  } as unknown as Kernel
  return { kernel, storage }
}

function directoryOf(wallets: Wallet[]) {
  const searchWallets = vi.fn(async ({ search }: { search: string }) => ({
    data: wallets.filter((w) => w.name.toLowerCase().includes(search.toLowerCase())),
    count: wallets.length,
  }))
  return { directory: async () => ({ searchWallets }) as unknown as WalletDirectory, searchWallets }
}

describe('recent wallets (SPEC §3, §9)', () => {
  it('records an announced wallet the directory knows, matched by rdns, and stores it', async () => {
    const { kernel, storage } = kernelWith()
    const connector = fakeConnector()
    const { directory, searchWallets } = directoryOf([{ ...TEST, rdns: 'io.other' }, TEST])
    await recordRecentWallet(kernel, connector, pickedWallet(kernel, connector), directory)
    expect(searchWallets).toHaveBeenCalledWith({ search: 'Test Wallet' })
    expect(kernel.store.recentWallets.wallets).toEqual([TEST])
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')).toEqual([TEST])
  })

  it('records nothing for a wallet the directory does not know, or when the directory fails', async () => {
    const { kernel } = kernelWith()
    await recordRecentWallet(kernel, fakeConnector(), undefined, directoryOf([TRUST]).directory)
    await recordRecentWallet(kernel, fakeConnector(), undefined, () => Promise.reject(new Error('HTTP status code: 503')))
    await recordRecentWallet(kernel, fakeConnector({ type: 'EXTERNAL' }), undefined, directoryOf([TEST]).directory)
    expect(kernel.store.recentWallets.wallets).toEqual([])
  })

  it('takes the directory wallet picked for WalletConnect, or for its installed wallet, without a look-up', async () => {
    const { kernel } = kernelWith({ wallet: TRUST })
    const walletConnect = fakeConnector({ id: 'walletConnect', type: 'WALLET_CONNECT', info: {} })
    expect(pickedWallet(kernel, walletConnect)).toEqual(TRUST)
    // An announced wallet is the picked one only with the same rdns.
    expect(pickedWallet(kernel, fakeConnector())).toBeUndefined()
    expect(pickedWallet(kernelWith({ wallet: TEST }).kernel, fakeConnector())).toEqual(TEST)
    expect(pickedWallet(kernel, fakeConnector({ explorerId: 'x', name: 'X' }))).toMatchObject({ id: 'x', name: 'X' })
  })

  it('keeps the directory fields a later pick needs (links, chains, image), and nothing empty', async () => {
    const { kernel } = kernelWith()
    await recordRecentWallet(kernel, fakeConnector(), { ...TRUST, desktop_link: null, webapp_link: '' })
    expect(kernel.store.recentWallets.wallets).toEqual([TRUST])
  })

  it('keeps at most 2, newest first; a wallet used again moves to the front', async () => {
    const { kernel } = kernelWith()
    const c = fakeConnector()
    const three: Wallet = { id: 'three', name: 'Three' }
    await recordRecentWallet(kernel, c, TRUST)
    await recordRecentWallet(kernel, c, TEST)
    await recordRecentWallet(kernel, c, three)
    expect(kernel.store.recentWallets.wallets.map((w) => w.id)).toEqual(['three', 'portico'])
    await recordRecentWallet(kernel, c, TEST)
    expect(kernel.store.recentWallets.wallets.map((w) => w.id)).toEqual(['portico', 'three'])
  })
})
