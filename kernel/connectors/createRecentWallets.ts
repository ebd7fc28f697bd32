import { RECENT_WALLETS_MAX, STORAGE_KEYS } from '../constants.js'
import type { Wallet } from '../types/wallet.js'
import { readJson, writeJson, type KeyValueStorage } from '../utils/storage.js'

/** The recently used wallets, kept in storage. */
export interface RecentWallets {
  /** The stored wallets, newest first; empty when storage is missing or corrupt. */
  get(): Wallet[]
  /** Puts a wallet first (once), keeps at most 2, stores and returns the list. */
  add(wallet: Wallet): Wallet[]
  /** Forgets all recent wallets. */
  clear(): void
}

const key = STORAGE_KEYS.recentWallets

function isWallet(value: unknown): value is Wallet {
  const w = value as Partial<Wallet> | null
  return typeof w?.id === 'string' && typeof w.name === 'string'
}

/**
 * The recent wallets list (SPEC.md §3, §9): at most 2, newest first, a wallet used again moves to the front.
 *
 * @example
 * const recent = createRecentWallets(env.storage)
 * recent.add(wallet) // [wallet, ...older]
 */
export function createRecentWallets(storage: KeyValueStorage): RecentWallets {
  const get = (): Wallet[] => {
    const list = readJson<unknown>(storage, key, [])
    return Array.isArray(list) ? list.filter(isWallet).slice(0, RECENT_WALLETS_MAX) : []
  }
  return {
    get,
    add(wallet) {
      const list = [wallet, ...get().filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
      writeJson(storage, key, list)
      return list
    },
    clear: () => storage.removeItem(key),
  }
}
