/** Meld's checkout, unless `apiUrls.meld` names another. */
export const MELD_URL = 'https://meldcrypto.com'

/** The public key the reference product sends Meld. */
export const MELD_PUBLIC_KEY = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU'

/**
 * Meld's checkout URL for an account (SPEC.md §4 On-ramp): the public key, the destination currency (the account's
 * chain package says which: `onRamp.destinationCurrency`), the wallet address and the project id as the external customer id.
 *
 * @example
 * meldOnRampUrl({ address: '0x…', destinationCurrency: 'USDC', projectId: 'abc' })
 * // 'https://meldcrypto.com/?publicKey=…&destinationCurrencyCode=USDC&walletAddress=0x…&externalCustomerId=abc'
 */
export function meldOnRampUrl({
  baseUrl = MELD_URL,
  address,
  destinationCurrency,
  projectId,
}: {
  baseUrl?: string | undefined
  address: string
  destinationCurrency: string
  projectId: string
}): string {
  const url = new URL(baseUrl)
  url.searchParams.set('publicKey', MELD_PUBLIC_KEY)
  url.searchParams.set('destinationCurrencyCode', destinationCurrency)
  url.searchParams.set('walletAddress', address)
  url.searchParams.set('externalCustomerId', projectId)
  return url.toString()
}
