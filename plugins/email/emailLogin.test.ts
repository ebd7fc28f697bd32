import { describe, expect, it } from 'vitest'
import { isValidEmail, LAST_EMAIL_LOGIN_TIME_KEY, secondsUntilEmailLogin } from './emailLogin.js'

const memory = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
}

describe('email login rules', () => {
  it('waits 30 s after an email login, in whole seconds rounded up', () => {
    const storage = memory()
    expect(secondsUntilEmailLogin(storage, 1_000_000)).toBe(0)
    storage.setItem(LAST_EMAIL_LOGIN_TIME_KEY, '1000000')
    expect(secondsUntilEmailLogin(storage, 1_000_000)).toBe(30)
    expect(secondsUntilEmailLogin(storage, 1_000_100)).toBe(30)
    expect(secondsUntilEmailLogin(storage, 1_029_001)).toBe(1)
    expect(secondsUntilEmailLogin(storage, 1_030_000)).toBe(0)
  })

  it('keeps its key under @appkit-wallet/', () => {
    expect(LAST_EMAIL_LOGIN_TIME_KEY.startsWith('@appkit-wallet/')).toBe(true)
  })

  it('accepts valid email addresses only', () => {
    expect(isValidEmail('ada@example.com')).toBe(true)
    expect(isValidEmail(' ada@mail.example.org ')).toBe(true)
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) expect(isValidEmail(bad)).toBe(false)
  })
})
