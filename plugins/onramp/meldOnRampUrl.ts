/** Meld's checkout, unless `apiUrls.meld` names another. */
export const MELD_URL = 'https://meldcrypto.com'

/** The public key the reference product sends Meld. */
export const MELD_PUBLIC_KEY = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU'

/**
 * Meld's checkout URL for an account (SPEC.md §4 On-ramp): the public key, the destination currency (the account's
 * chain package says which: `onRamp.destinationCurrency`), the wallet address and the project id as the external
 * customer id; and the amount typed in the modal with its currency (Meld's `sourceAmount`, `sourceCurrencyCode`), so
 * the checkout starts from what the person chose. An amount that is not a positive decimal number is left to Meld.
 *
 * @example
 * meldOnRampUrl({ address: '0x…', destinationCurrency: 'USDC', projectId: 'abc', amount: '50', currency: 'USD' })
 * // 'https://meldcrypto.com/?publicKey=…&destinationCurrencyCode=USDC&walletAddress=0x…&externalCustomerId=abc&sourceAmount=50&sourceCurrencyCode=USD'
 */
export function meldOnRampUrl({
  baseUrl = MELD_URL,
  address,
  destinationCurrency,
  projectId,
  amount,
  currency,
}: {
  baseUrl?: string | undefined
  address: string
  destinationCurrency: string
  projectId: string
  /** The fiat amount typed in the modal, as typed. */
  amount?: string | undefined
  /** Its currency's code (`USD`). */
  currency?: string | undefined
}): string {
  const url = new URL(baseUrl)
  url.searchParams.set('publicKey', MELD_PUBLIC_KEY)
  url.searchParams.set('destinationCurrencyCode', destinationCurrency)
  url.searchParams.set('walletAddress', address)
  url.searchParams.set('externalCustomerId', projectId)
  const typed = amount?.trim()
  if (typed && /^\d+(\.\d+)?$/u.test(typed) && Number(typed) > 0) {
    url.searchParams.set('sourceAmount', typed)
    if (currency) url.searchParams.set('sourceCurrencyCode', currency.toUpperCase())
  }
  return url.toString()
}
