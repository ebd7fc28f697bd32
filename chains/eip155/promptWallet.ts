import { SignatureDeclinedError } from '../../kernel/errors/errors.js'
import { isUserRejection } from './isUserRejection.js'

/**
 * Waits for a prompt in the wallet (a signature, a transaction); the user's refusal (EIP-1193 4001, WalletConnect's
 * 5000, …) becomes `SignatureDeclinedError` ('Signature declined', SPEC.md §8). Any chain family's wallet calls use it.
 *
 * @example
 * const signature = await promptWallet(provider.request({ method: 'personal_sign', params }))
 */
export async function promptWallet<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    if (isUserRejection(error)) throw new SignatureDeclinedError({ cause: error })
    throw error
  }
}
