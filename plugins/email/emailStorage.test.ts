import { describe, expect, it } from 'vitest'
import { clearEmailLogin, EMAIL_STORAGE_KEYS, isValidEmail, secondsUntilEmailLogin } from './emailStorage.js'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
}

describe('email login storage and rules', () => {
  it('waits 30 s after an email login, in whole seconds rounded up', () => {
    const storage = memory()
    expect(secondsUntilEmailLogin(storage, 1_000_000)).toBe(0)
    storage.setItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime, '1000000')
    expect(secondsUntilEmailLogin(storage, 1_000_000)).toBe(30)
    expect(secondsUntilEmailLogin(storage, 1_000_100)).toBe(30)
    expect(secondsUntilEmailLogin(storage, 1_029_001)).toBe(1)
    expect(secondsUntilEmailLogin(storage, 1_030_000)).toBe(0)
  })

  it('keeps its keys under @appkit-wallet/ and clears the login data', () => {
    const storage = memory()
    for (const key of Object.values(EMAIL_STORAGE_KEYS)) {
      expect(key.startsWith('@appkit-wallet/')).toBe(true)
      storage.setItem(key, 'x')
    }
    clearEmailLogin(storage)
    expect([...storage.map.keys()].sort()).toEqual([EMAIL_STORAGE_KEYS.lastEmailLoginTime, EMAIL_STORAGE_KEYS.smartAccountEnabledNetworks].sort())
  })

  it('accepts valid email addresses only', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail(' ada@mail.example.org ')).toBe(true)
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) expect(isValidEmail(bad)).toBe(false)
  })
})
