import type { CoinbasePayChains, HttpClient, Network } from 'portico'
import * as z from 'zod/mini'

export interface CoinbaseOnRampUrlParameters {
  address: string
  network: Network
  /** Coinbase Pay's chains of the network's family (its chain package's `onRamp.coinbasePay`). */
  coinbasePay: CoinbasePayChains
  /** The symbols one may buy: the picked one, or all offered. */
  assets: readonly string[]
  /** The quoted crypto amount and the fiat amount typed, when there are. */
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}

/** The body of POST /v1/generators/onrampurl (SPEC.md §7). */
export function coinbaseOnRampBody({ address, network, coinbasePay, assets, presetCryptoAmount, presetFiatAmount }: CoinbaseOnRampUrlParameters) {
  return {
    destinationWallets: [{ address, blockchains: [...coinbasePay.chains], assets: [...assets] }],
    defaultNetwork: coinbasePay.chain(network),
    partnerUserId: address,
    defaultExperience: 'buy' as const,
    presetCryptoAmount,
    presetFiatAmount,
  }
}

const urlSchema = z.object({ url: z.string() })

/**
 * Asks the blockchain API for a Coinbase Pay checkout URL for the account (SPEC.md §7). Throws the client's errors.
 *
 * @example
 * const url = await fetchCoinbaseOnRampUrl(client, { address, network, coinbasePay: await kernel.chain().onRamp.coinbasePay!(), assets: ['USDC'] })
 */
export async function fetchCoinbaseOnRampUrl(
  client: HttpClient,
  parameters: CoinbaseOnRampUrlParameters & { signal?: AbortSignal | undefined },
): Promise<string> {
  const { url } = await client.post('/v1/generators/onrampurl', {
    body: coinbaseOnRampBody(parameters),
    schema: urlSchema,
    signal: parameters.signal,
  })
  if (!isCheckoutUrl(url)) throw new Error(`Not a checkout URL: ${url.slice(0, 200)}`)
  return url
}

/**
 * Whether a checkout URL from the API may be opened: `https:`, or `http:` only on this device's own loopback
 * (`localhost`, `127.0.0.1`, `[::1]`, which browsers treat as secure); never `http:` across a network, nor any
 * other scheme.
 */
export function isCheckoutUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === 'https:') return true
  return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
}
