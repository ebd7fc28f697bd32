import type { ChainNamespace } from 'portico'

/** Meld's checkout, unless `apiUrls.meld` names another. */
export const MELD_URL = 'https://meldcrypto.com'

/** The public key the reference product sends Meld. */
export const MELD_PUBLIC_KEY = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU'

/**
 * Meld's checkout URL for an account (SPEC.md §4 On-ramp): the public key, the destination currency (SOL on
 * solana, otherwise USDC), the wallet address and the project id as the external customer id.
 *
 * @example
 * meldOnRampUrl({ address: '0x…', namespace: 'eip155', projectId: 'abc' })
 * // 'https://meldcrypto.com/?publicKey=…&destinationCurrencyCode=USDC&walletAddress=0x…&externalCustomerId=abc'
 */
export function meldOnRampUrl({
  baseUrl = MELD_URL,
  address,
  namespace,
  projectId,
}: {
  baseUrl?: string | undefined
  address: string
  namespace: ChainNamespace | undefined
  projectId: string
}): string {
  const url = new URL(baseUrl)
  url.searchParams.set('publicKey', MELD_PUBLIC_KEY)
  url.searchParams.set('destinationCurrencyCode', namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', address)
  url.searchParams.set('externalCustomerId', projectId)
  return url.toString()
}
