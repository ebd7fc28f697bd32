import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../constants.js'
import type { Wallet } from '../types/wallet.js'
import { createMemoryStorage } from '../utils/storage.js'
import { createRecentWallets } from './createRecentWallets.js'

const a: Wallet = { id: 'a', name: 'A' }
const b: Wallet = { id: 'b', name: 'B' }
const c: Wallet = { id: 'c', name: 'C' }

describe('createRecentWallets', () => {
  it('starts empty', () => {
    expect(createRecentWallets(createMemoryStorage()).get()).toEqual([])
  })

  it('keeps at most 2 wallets, newest first (SPEC §9)', () => {
    const recent = createRecentWallets(createMemoryStorage())
    recent.add(a)
    expect(recent.add(b)).toEqual([b, a])
    expect(recent.add(c)).toEqual([c, b])
    expect(recent.get()).toEqual([c, b])
  })

  it('moves a wallet added again to the front without repeating it (SPEC §3)', () => {
    const recent = createRecentWallets(createMemoryStorage())
    recent.add(a)
    recent.add(b)
    expect(recent.add({ ...a, name: 'A2' })).toEqual([{ id: 'a', name: 'A2' }, b])
  })

  it('persists as JSON under the recent wallets key (SPEC §3)', () => {
    const storage = createMemoryStorage()
    createRecentWallets(storage).add(a)
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? 'null')).toEqual([a])
    expect(createRecentWallets(storage).get()).toEqual([a])
  })

  it('reads corrupt storage as empty (SPEC §3)', () => {
    const storage = createMemoryStorage()
    const recent = createRecentWallets(storage)
    storage.setItem(STORAGE_KEYS.recentWallets, '{not json')
    expect(recent.get()).toEqual([])
    storage.setItem(STORAGE_KEYS.recentWallets, '{"id":"a"}')
    expect(recent.get()).toEqual([])
    storage.setItem(STORAGE_KEYS.recentWallets, '[null, 3, {"id":"a"}, {"id":"b","name":"B"}]')
    expect(recent.get()).toEqual([b])
    expect(recent.add(a)).toEqual([a, b])
  })

  it('clears the stored list', () => {
    const storage = createMemoryStorage()
    const recent = createRecentWallets(storage)
    recent.add(a)
    recent.clear()
    expect(recent.get()).toEqual([])
    expect(storage.getItem(STORAGE_KEYS.recentWallets)).toBeNull()
  })
})
