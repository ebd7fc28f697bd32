import type { HttpClient, Network } from 'portico'
import * as z from 'zod/mini'

/** The chains Coinbase Pay delivers to, by eip155 chain id (SPEC.md §9 Coinbase pay chains). */
const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** The Coinbase Pay chain of a network: its name in the list of SPEC.md §9, otherwise 'ethereum'. */
export function coinbasePayChain(network: Pick<Network, 'id' | 'chainNamespace'> | undefined): string {
  return (network?.chainNamespace === 'eip155' && COINBASE_PAY_CHAINS[Number(network.id)]) || 'ethereum'
}

export interface CoinbaseOnRampUrlParameters {
  address: string
  network: Pick<Network, 'id' | 'chainNamespace'> | undefined
  /** The symbols one may buy: the picked one, or all offered. */
  assets: readonly string[]
  /** The quoted crypto amount and the fiat amount typed, when there are. */
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}

/** The body of POST /v1/generators/onrampurl (SPEC.md §7). */
export function coinbaseOnRampBody({ address, network, assets, presetCryptoAmount, presetFiatAmount }: CoinbaseOnRampUrlParameters) {
  return {
    destinationWallets: [{ address, blockchains: Object.values(COINBASE_PAY_CHAINS), assets: [...assets] }],
    defaultNetwork: coinbasePayChain(network),
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
 * const url = await fetchCoinbaseOnRampUrl(client, { address, network, assets: ['USDC'] })
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
