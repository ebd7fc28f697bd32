import type { PluginContext } from 'portico'

/** When the last email login started (SPEC.md §3 browser storage, AppKit's name). */
export const LAST_EMAIL_LOGIN_TIME_KEY = '@appkit-wallet/LAST_EMAIL_LOGIN_TIME'

/** SPEC.md §4, §9: after one email login the next waits this long. */
const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * The seconds left before another email login may start (0: now), rounded up (SPEC.md §5).
 *
 * @example
 * secondsUntilEmailLogin(storage, Date.now()) // 17
 */
export function secondsUntilEmailLogin(storage: PluginContext['storage'], now: number): number {
  const last = Number(storage.getItem(LAST_EMAIL_LOGIN_TIME_KEY) ?? 0)
  const left = last + EMAIL_LOGIN_COOLDOWN_MS - now
  return left > 0 && left <= EMAIL_LOGIN_COOLDOWN_MS ? Math.ceil(left / 1000) : 0
}

/** SPEC.md §5: a valid email address. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
}
