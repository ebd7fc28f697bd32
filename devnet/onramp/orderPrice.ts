// What a devnet on-ramp order costs and yields: the quote route and both checkout pages price orders alike.

/** USD per unit of each fiat currency the devnet sells for. */
const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.1 }

/** Fixed demo price of SOL in USD: what the on-ramp sells it for and what the balances value it at. */
export const SOL_PRICE_USD = 150

/**
 * What the devnet pays out for each asset a provider may be asked for, and on which chain family: the anvil
 * chains (from the treasury) or the local Solana network.
 */
const PAYOUT_ASSETS = {
  // USDC is paid out as the devnet's USDC-like token.
  USDC: { symbol: 'TUSDC', decimals: 6, priceUsd: 1, namespace: 'eip155' },
  TUSDC: { symbol: 'TUSDC', decimals: 6, priceUsd: 1, namespace: 'eip155' },
  ETH: { symbol: 'ETH', decimals: 18, priceUsd: 3000, namespace: 'eip155' },
  SOL: { symbol: 'SOL', decimals: 9, priceUsd: SOL_PRICE_USD, namespace: 'solana' },
} as const

type PayoutAssetCode = keyof typeof PAYOUT_ASSETS

/** The provider's fee (1.5 %, inside the 1-2 % of SPEC.md §9) and a flat network fee in fiat units. */
const PROVIDER_FEE_RATE = 0.015
const NETWORK_FEE = 0.5

export interface OrderPrice {
  paymentTotal: string
  paymentSubtotal: string
  providerFee: string
  networkFee: string
  /** Whole units of the asset, at most 6 decimals. */
  purchaseAmount: string
}

/** Whether the devnet pays out `code` (case-insensitive). */
export function payoutAsset(code: string | null | undefined) {
  const key = (code ?? '').toUpperCase()
  return key in PAYOUT_ASSETS ? PAYOUT_ASSETS[key as PayoutAssetCode] : undefined
}

/** Whether the devnet sells for `currency`. */
export function isFiat(currency: string | null | undefined): boolean {
  return (currency ?? '').toUpperCase() in FIAT_IN_USD
}

/**
 * Prices an order of `fiatAmount` (`'100'`) of `fiatCurrency` for `asset`; undefined when the amount is not a
 * positive number, the currency or asset unknown, or the fees would eat the order.
 *
 * @example
 * priceOrder({ fiatAmount: '100', fiatCurrency: 'USD', asset: 'USDC' }) // { purchaseAmount: '98', providerFee: '1.50', ... }
 */
export function priceOrder({ fiatAmount, fiatCurrency, asset }: { fiatAmount: string; fiatCurrency: string; asset: string }): OrderPrice | undefined {
  const total = Number(fiatAmount)
  const rate = FIAT_IN_USD[fiatCurrency.toUpperCase()]
  const payout = payoutAsset(asset)
  if (!/^\d+(\.\d+)?$/u.test(fiatAmount.trim()) || !rate || !payout) return undefined
  const providerFee = Math.round(total * PROVIDER_FEE_RATE * 100) / 100
  const subtotal = Math.round((total - providerFee - NETWORK_FEE) * 100) / 100
  if (subtotal <= 0) return undefined
  const units = (subtotal * rate) / payout.priceUsd
  return {
    paymentTotal: total.toFixed(2),
    paymentSubtotal: subtotal.toFixed(2),
    providerFee: providerFee.toFixed(2),
    networkFee: NETWORK_FEE.toFixed(2),
    purchaseAmount: String(Number(units.toFixed(6))),
  }
}
