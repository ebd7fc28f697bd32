import type { AdapterContext, Balances } from '../../kernel/connection/adapter.js'
import type { TokenBalance } from '../../kernel/types/account.js'
import type { Network } from '../../kernel/types/chain.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import { fetchAccountBalances } from '../../kernel/api/fetchAccountBalances.js'
import { SolanaBalancesUnavailableError } from './errors.js'
import { rpcRequest, rpcUrlOf } from './rpcRequest.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'


/** `getTokenAccountsByOwner` with `jsonParsed`, only the part read here. */
interface ParsedTokenAccounts {
  value: { account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } } }[]
}


/** SOL and SPL Token balances of `address` read from the network's RPC (no names or prices there). */
async function fromRpc(address: string, network: Network, customRpcUrls: AdapterContext['customRpcUrls']): Promise<TokenBalance[]> {
  const url = rpcUrlOf(network, customRpcUrls)
  const [lamports, accounts] = await Promise.all([
    rpcRequest<{ value: number }>(url, 'getBalance', [address, { commitment: 'confirmed' }]),
    rpcRequest<ParsedTokenAccounts>(url, 'getTokenAccountsByOwner', [address, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
  ])
  const { name, symbol, decimals } = network.nativeCurrency
  const native: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: decimalAmounts.format(BigInt(lamports.value), decimals) },
  }
  const tokens = accounts.value.map(({ account }): TokenBalance => {
    const { mint, tokenAmount } = account.data.parsed.info
    const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`
    return {
      name: short,
      symbol: short,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${mint}`,
      price: 0,
      quantity: { decimals: String(tokenAmount.decimals), numeric: decimalAmounts.format(BigInt(tokenAmount.amount), tokenAmount.decimals) },
    }
  })
  return [native, ...tokens]
}

/**
 * Balances of a Solana address (SPEC.md §7, §9 balances namespaces): the blockchain API first, the network's RPC
 * (SOL and SPL Token accounts) when the API fails. 0-decimal tokens are left out (SPEC.md §5). Throws
 * 'Token Balance Unavailable' when neither answers.
 *
 * @example
 * const { native, tokens } = await getBalances({ address, network: solanaDevnet }, context)
 */
export async function getBalances(
  { address, network }: { address: string; network: Network },
  { blockchainApi, customRpcUrls }: Pick<AdapterContext, 'blockchainApi' | 'customRpcUrls'>,
): Promise<Balances> {
  let tokens: TokenBalance[]
  try {
    tokens = await fetchAccountBalances(blockchainApi, address, network)
  } catch (apiError) {
    try {
      tokens = await fromRpc(address, network, customRpcUrls)
    } catch (rpcError) {
      throw new SolanaBalancesUnavailableError({ caipNetworkId: network.caipNetworkId, cause: new AggregateError([apiError, rpcError], 'The blockchain API and the RPC failed') })
    }
  }
  const { symbol } = network.nativeCurrency
  const native = tokens.find((token) => !token.address && token.symbol === symbol)
  return {
    native: { balance: native?.quantity.numeric ?? '0', symbol },
    tokens: tokens.filter((token) => Number(token.quantity.decimals) !== 0),
  }
}
