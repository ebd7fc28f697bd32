import type { AccountState, TokenBalance, Network } from 'portico'

/** A token the account can send: the native currency (no `address`) or a token contract. */
export interface SendToken {
  /** `'native'`, or the contract address in lower case: tells tokens apart across balance refreshes. */
  key: string
  name: string
  symbol: string
  decimals: number
  /** The contract, without a CAIP prefix; absent for the native currency. */
  address?: string | undefined
  /** What the account holds, in whole units as the balance source gave it (`'10000'`, `'0.5'`). */
  balance: string
  iconUrl?: string | undefined
}

/** The contract address of a balance entry: plain or CAIP-10 (`eip155:1:0x…`, SPEC.md §3 Token balance). */
function contractAddress(address: string | undefined): string | undefined {
  const plain = address?.split(':').at(-1)
  return plain || undefined
}

/** A balance entry as a SendToken. */
function toSendToken(entry: Readonly<TokenBalance>): SendToken {
  const address = contractAddress(entry.address)
  return {
    key: address ? address.toLowerCase() : 'native',
    name: entry.name,
    symbol: entry.symbol,
    decimals: Number(entry.quantity.decimals),
    ...(address ? { address } : {}),
    balance: entry.quantity.numeric,
    ...(entry.iconUrl ? { iconUrl: entry.iconUrl } : {}),
  }
}

/**
 * The tokens the account can send on its network (SPEC.md §3 Token balance): the native currency first (from
 * the balance list, or from the account's native balance when the list lacks it), then the others in the
 * order of the balance list. Entries whose decimals are not a whole number are left out.
 *
 * @example
 * listSendTokens(account, network) // [{ key: 'native', symbol: 'ETH', … }, { key: '0x5fbd…', symbol: 'TUSD', … }]
 */
export function listSendTokens(
  account: Readonly<Pick<AccountState, 'tokenBalance' | 'balance'>> | undefined,
  network: Readonly<Network> | undefined,
): SendToken[] {
  const tokens = (account?.tokenBalance ?? [])
    .map(toSendToken)
    .filter((token) => Number.isInteger(token.decimals) && token.decimals >= 0)
  const native = tokens.find((token) => token.key === 'native')
  const others = tokens.filter((token) => token.key !== 'native')
  if (native) return [native, ...others]
  if (account?.balance === undefined || !network) return others
  const { name, symbol, decimals } = network.nativeCurrency
  return [{ key: 'native', name, symbol, decimals, balance: account.balance }, ...others]
}
