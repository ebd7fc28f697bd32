import type { SIWXSession } from 'portico'

/** Whether a session is the account's on that network (addresses compared without case: EIP-55 or not). */
export function sameAccount(session: SIWXSession, chainId: string, address: string): boolean {
  return session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
}

/** Whether a session holds at `now`: not expired, and not before its time. */
export function isCurrent(session: SIWXSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime && Date.parse(expirationTime) <= now) return false
  if (notBefore && Date.parse(notBefore) > now) return false
  return true
}
