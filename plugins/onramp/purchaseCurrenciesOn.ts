import type { Network } from 'portico'
import type { PurchaseCurrency } from './onRampOptions.js'

/**
 * The currencies to offer on a network: those with a network whose `chain_id` is the network's id (SOL on a
 * Solana network, USDC and ETH on an EVM chain the options name), or all of them when none arrives there (the
 * built-in defaults on a chain they do not list).
 *
 * @example
 * purchaseCurrenciesOn(options.purchaseCurrencies, kernel.account.network()) // [SOL] on the Solana network
 */
export function purchaseCurrenciesOn(
  currencies: readonly PurchaseCurrency[],
  network: Pick<Network, 'id'> | undefined,
): PurchaseCurrency[] {
  const id = network === undefined ? undefined : String(network.id)
  const here = currencies.filter((currency) => currency.networks.some((entry) => entry.chain_id === id))
  return here.length ? here : [...currencies]
}
