import type { HttpClient } from 'portico'
import * as z from 'zod/mini'
import type { PaymentCurrency, PurchaseCurrency } from './onRampOptions.js'

const amountSchema = z.object({ amount: z.union([z.string(), z.number()]), currency: z.string() })

/** POST /v1/onramp/quote (SPEC.md §3 On-ramp quote): each amount `{ amount, currency }`. */
const quoteSchema = z.object({
  purchaseAmount: amountSchema,
  paymentTotal: amountSchema,
  paymentSubtotal: amountSchema,
  networkFee: amountSchema,
  coinbaseFee: amountSchema,
  quoteId: z.string(),
})

export type OnRampQuote = z.infer<typeof quoteSchema>

/** The quote id of the stand-in quote used when the quote call fails (SPEC.md §8). */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

export interface FetchOnRampQuoteParameters {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  /** The fiat amount as typed (`'100'`). */
  amount: string
  signal?: AbortSignal | undefined
}

/**
 * A quote for buying `purchaseCurrency` with `amount` of `paymentCurrency` (SPEC.md §7). When the call fails, a
 * mocked quote that echoes the amount, with quote id 'mocked-quote-id' (SPEC.md §8). An aborted call rejects.
 *
 * @example
 * const quote = await fetchOnRampQuote(client, { purchaseCurrency, paymentCurrency, amount: '100' })
 * quote.purchaseAmount.amount // '98'
 */
export async function fetchOnRampQuote(
  client: HttpClient,
  { purchaseCurrency, paymentCurrency, amount, signal }: FetchOnRampQuoteParameters,
): Promise<OnRampQuote> {
  try {
    return await client.post('/v1/onramp/quote', {
      body: { purchaseCurrency, paymentCurrency, amount, network: purchaseCurrency.symbol },
      schema: quoteSchema,
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    const echo = { amount, currency: paymentCurrency.id }
    return {
      purchaseAmount: echo,
      paymentTotal: echo,
      paymentSubtotal: echo,
      networkFee: echo,
      coinbaseFee: echo,
      quoteId: MOCKED_QUOTE_ID,
    }
  }
}
