import type { PluginContext } from 'portico'

/** The embedded wallet's browser storage keys (SPEC.md §3), AppKit's names. */
export const EMAIL_STORAGE_KEYS = {
  emailLoginUsed: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  email: '@appkit-wallet/EMAIL',
  socialUsername: '@appkit-wallet/SOCIAL_USERNAME',
  lastEmailLoginTime: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
  lastUsedChain: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  smartAccountEnabledNetworks: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
} as const

/** SPEC.md §4, §9: after one email login the next waits this long. */
const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * The seconds left before another email login may start (0: now), rounded up (SPEC.md §5).
 *
 * @example
 * secondsUntilEmailLogin(storage, Date.now()) // 17
 */
export function secondsUntilEmailLogin(storage: PluginContext['storage'], now: number): number {
  const last = Number(storage.getItem(EMAIL_STORAGE_KEYS.lastEmailLoginTime) ?? 0)
  const left = last + EMAIL_LOGIN_COOLDOWN_MS - now
  return left > 0 && left <= EMAIL_LOGIN_COOLDOWN_MS ? Math.ceil(left / 1000) : 0
}

/** Forgets the stored login data (SPEC.md §4 disconnect). */
export function clearEmailLogin(storage: PluginContext['storage']): void {
  for (const key of [EMAIL_STORAGE_KEYS.emailLoginUsed, EMAIL_STORAGE_KEYS.email, EMAIL_STORAGE_KEYS.socialUsername, EMAIL_STORAGE_KEYS.lastUsedChain])
    storage.removeItem(key)
}

/** SPEC.md §5: a valid email address. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
}
