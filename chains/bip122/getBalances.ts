import type { AdapterContext, Balances } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import type { Network } from '../../kernel/types/chain.js'
import { Bip122BalancesUnavailableError } from './errors.js'
import { esploraUrlOf, utxosOf } from './esplora.js'

/**
 * The balance of a Bitcoin-family address (SPEC.md §7): the sum of its unspent outputs, read from the network's
 * Esplora API (what Bitcoin wallets and explorers serve). Throws 'Token Balance Unavailable' when it does not answer.
 *
 * @example
 * const { native } = await getBalances({ address: 'rltc1q…', network }, context) // { balance: '10', symbol: 'rLTC' }
 */
export async function getBalances(
  { address, network }: { address: string; network: Network },
  { customRpcUrls }: Pick<AdapterContext, 'customRpcUrls'>,
): Promise<Balances> {
  let sats: bigint
  try {
    const utxos = await utxosOf(esploraUrlOf(network, customRpcUrls), address)
    sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  } catch (cause) {
    throw new Bip122BalancesUnavailableError({ caipNetworkId: network.caipNetworkId, cause })
  }
  const { name, symbol, decimals } = network.nativeCurrency
  const balance = decimalAmounts.format(sats, decimals)
  return {
    native: { balance, symbol },
    tokens: [{ name, symbol, chainId: network.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: balance } }],
  }
}
