import { sanitizeName, type HttpClient } from 'portico'
import * as z from 'zod/mini'

const limitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() })

/** A fiat currency one can pay with, and its limits per payment method (SPEC.md §3). */
const paymentCurrencySchema = z.object({ id: z.string(), payment_method_limits: z.array(limitSchema) })

/** A crypto currency one can buy, and the networks it arrives on (SPEC.md §3). */
const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.optional(z.nullable(z.string())),
    }),
  ),
})

/** GET /v1/onramp/options (SPEC.md §7). */
const optionsSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
})

export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>
export type OnRampOptions = z.infer<typeof optionsSchema>

/** The default payment limits of SPEC.md §5, the same for USD and EUR. */
const DEFAULT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** What the kit offers when the options call fails (SPEC.md §8): USD and EUR with the §5 limits; USDC and ETH. */
export const DEFAULT_ONRAMP_OPTIONS: OnRampOptions = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: DEFAULT_LIMITS })),
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
        { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137', contract_address: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174' },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: null }],
    },
  ],
}

/**
 * The currencies one can pay with and buy (GET /v1/onramp/options, SPEC.md §7), or the built-in defaults when the
 * call fails or answers with lists it cannot use (SPEC.md §8). `source` says which. Currency and network names go
 * through `sanitizeName`.
 *
 * @example
 * const { options, source } = await fetchOnRampOptions(await kernel.api.blockchain())
 */
export async function fetchOnRampOptions(
  client: HttpClient,
): Promise<{ options: OnRampOptions; source: 'api' | 'defaults'; error?: unknown }> {
  try {
    const options = await client.get('/v1/onramp/options', { schema: optionsSchema })
    if (!options.paymentCurrencies.length || !options.purchaseCurrencies.length) {
      return { options: DEFAULT_ONRAMP_OPTIONS, source: 'defaults' }
    }
    // Names from outside show without bidi or invisible characters (`sanitizeName`).
    const purchaseCurrencies = options.purchaseCurrencies.map((currency) => ({
      ...currency,
      name: sanitizeName(currency.name),
      symbol: sanitizeName(currency.symbol, 16),
      networks: currency.networks.map((network) => ({ ...network, display_name: sanitizeName(network.display_name) })),
    }))
    return { options: { ...options, purchaseCurrencies }, source: 'api' }
  } catch (error) {
    return { options: DEFAULT_ONRAMP_OPTIONS, source: 'defaults', error }
  }
}
