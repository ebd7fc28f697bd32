/**
 * Error codes that mean the user refused in the wallet: EIP-1193 4001, WalletConnect's USER_REJECTED (5000), and
 * ethers' ACTION_REJECTED.
 */
const REJECTION_CODES: ReadonlySet<unknown> = new Set([4001, 5000, 'ACTION_REJECTED'])

/**
 * Whether a wallet error is the user refusing: a rejection code on the error, in `data.originalError` or along
 * its causes, or a message saying so (wallets that give no code).
 *
 * @example
 * isUserRejection({ code: 4001, message: 'User rejected the request.' }) // true
 * isUserRejection(new Error('insufficient funds')) // false
 */
export function isUserRejection(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, message, shortMessage, cause, data } = e as {
      code?: unknown
      message?: unknown
      shortMessage?: unknown
      cause?: unknown
      data?: { originalError?: { code?: unknown } } | null
    }
    if (REJECTION_CODES.has(code) || REJECTION_CODES.has(data?.originalError?.code)) return true
    const text = `${typeof shortMessage === 'string' ? shortMessage : ''} ${typeof message === 'string' ? message : ''}`
    if (/reject|denied|declined|cancel/iu.test(text)) return true
    e = cause
  }
  return typeof error === 'string' && /reject|denied|declined|cancel/iu.test(error)
}
