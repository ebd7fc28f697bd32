import { describe, expect, it } from 'vitest'
import { clearLogin, WALLET_STORAGE_KEYS } from './walletStorage.js'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
}

describe('the embedded wallet storage', () => {
  it('keeps its keys under @appkit-wallet/ and clears the login data, keeping the smart-account networks', () => {
    const storage = memory()
    for (const key of Object.values(WALLET_STORAGE_KEYS)) {
      expect(key.startsWith('@appkit-wallet/')).toBe(true)
      storage.setItem(key, 'x')
    }
    storage.setItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME', '1')
    clearLogin(storage)
    expect([...storage.map.keys()].sort()).toEqual(['@appkit-wallet/LAST_EMAIL_LOGIN_TIME', WALLET_STORAGE_KEYS.smartAccountEnabledNetworks].sort())
  })
})
