import { BALANCE_CACHE_MS, BALANCE_RETRY_BACKOFF_MS, IDENTITY_CACHE_MS } from '../constants.js'
import type { FetchBalanceResult } from '../createInstance.js'
import type { Kernel } from '../kernel.js'
import { showSnackbar } from '../store/snackbar.js'
import { sanitizeName, TOKEN_SYMBOL_MAX_LENGTH } from '../utils/sanitizeName.js'
import { getAccountState, getChainState, setAccountProps } from './accountState.js'

interface Timestamps {
  /** When balances were last fetched, by CAIP address. */
  balancesAt: Map<string, number>
  /** Until when balance fetches are blocked after a failure (SPEC.md §8). */
  blockedUntil: number
  /** The identities fetched, by CAIP address, with when. */
  identities: Map<string, { at: number; name: string | null; avatar: string | null }>
}

const timestamps = new WeakMap<Kernel, Timestamps>()

function timesOf(kernel: Kernel): Timestamps {
  let t = timestamps.get(kernel)
  if (!t) timestamps.set(kernel, (t = { balancesAt: new Map(), blockedUntil: 0, identities: new Map() }))
  return t
}

/** The snack message of a failed or unavailable balance fetch (SPEC.md §8). */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/**
 * Fetches the connected account's balances through its chain adapter (SPEC.md §7, §8, §9): kept for 30 s;
 * a failure, or a network the adapter cannot read, shows 'Token Balance Unavailable', marks the account's
 * balance unavailable (`balanceUnavailable`) and blocks retries for 30 s. `force` is a person's Retry or an action
 * that changed the balances: it fetches now, past both the cache and the back-off. An adapter without `getBalances`
 * marks the account `balanceNotRead` instead (no fetch, no snack). Tokens with 0 decimals are
 * dropped as low quality (SPEC.md §5); names and symbols go through `sanitizeName`. Returns whether it fetched.
 */
export async function refreshBalances(
  kernel: Kernel,
  namespace = kernel.store.chain.activeNamespace,
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  if (!namespace) return false
  const { accountState, networkState } = getChainState(kernel, namespace)
  const { address, caipAddress } = accountState
  const network = networkState.caipNetwork
  if (!address || !caipAddress || !network) return false
  const times = timesOf(kernel)
  const now = kernel.env.now()
  if (!force && now < times.blockedUntil) return false
  if (!force && now - (times.balancesAt.get(caipAddress) ?? -Infinity) < BALANCE_CACHE_MS) return false

  const adapter = kernel.adapters.find((a) => a.namespace === namespace)
  // A chain package without balances (DESIGN.md Chains: a missing capability is said, not failed): no fetch, no
  // 'Token Balance Unavailable', no zero.
  if (adapter && !adapter.getBalances && !kernel.store.chain.unsupportedNetwork) {
    setAccountProps(kernel, namespace, { tokenBalance: [], balanceUnavailable: false, balanceNotRead: true })
    return false
  }
  try {
    if (!adapter?.getBalances || kernel.store.chain.unsupportedNetwork) throw new Error('unsupported network')
    const connector = kernel.store.connectors.list.find((c) => c.id === accountState.connectorId && c.chain === namespace)
    const { native, tokens } = await adapter.getBalances({ address, network, connector })
    // The account may have changed while the request ran: keep only an answer for the current one.
    if (getChainState(kernel, namespace).accountState.caipAddress !== caipAddress) return false
    setAccountProps(kernel, namespace, {
      balance: native.balance,
      balanceSymbol: sanitizeName(native.symbol, TOKEN_SYMBOL_MAX_LENGTH),
      balanceUnavailable: false,
      // Token names come from an API or the wallet: shown without bidi or invisible characters.
      tokenBalance: tokens
        .filter((t) => Number(t.quantity.decimals) !== 0)
        .map((t) => ({ ...t, name: sanitizeName(t.name), symbol: sanitizeName(t.symbol, TOKEN_SYMBOL_MAX_LENGTH) })),
    })
    times.balancesAt.set(caipAddress, kernel.env.now())
    return true
  } catch {
    times.blockedUntil = kernel.env.now() + BALANCE_RETRY_BACKOFF_MS
    // A failed answer for an account that is gone meanwhile changes nothing of the new one.
    if (getChainState(kernel, namespace).accountState.caipAddress !== caipAddress) return false
    setAccountProps(kernel, namespace, { tokenBalance: [], balanceUnavailable: true })
    showSnackbar(kernel, TOKEN_BALANCE_UNAVAILABLE, 'error')
    return false
  }
}

/**
 * The host's `fetchBalance()`: the account's balances read now, past the cache and the back-off, answered in
 * AppKit's shape: the native balance and its symbol, or why there is none.
 */
export async function fetchBalance(kernel: Kernel, namespace = kernel.store.chain.activeNamespace): Promise<FetchBalanceResult> {
  const failed = (error: string): FetchBalanceResult => ({ error, isSuccess: false, isError: true })
  if (!getAccountState(kernel, namespace)?.address) return failed('No account connected')
  await refreshBalances(kernel, namespace, { force: true })
  const { balance, balanceSymbol, balanceUnavailable, balanceNotRead } = getAccountState(kernel, namespace) ?? {}
  if (balanceUnavailable || balanceNotRead || balance === undefined) return failed(TOKEN_BALANCE_UNAVAILABLE)
  return { data: { balance, symbol: balanceSymbol ?? '' }, error: null, isSuccess: true, isError: false }
}

/**
 * Fetches the profile name and avatar of the connected account, kept for 5 minutes (SPEC.md §9): within that
 * time the kept identity is set again without a request (an account that comes back after a switch). `force`
 * asks again within that time (a name just registered).
 */
export async function refreshIdentity(
  kernel: Kernel,
  namespace = kernel.store.chain.activeNamespace,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!namespace) return
  const { accountState, networkState } = getChainState(kernel, namespace)
  const { address, caipAddress } = accountState
  const network = networkState.caipNetwork
  const adapter = kernel.adapters.find((a) => a.namespace === namespace)
  if (!address || !caipAddress || !network || !adapter?.getIdentity) return
  const times = timesOf(kernel)
  const kept = times.identities.get(caipAddress)
  if (kept && !force && kernel.env.now() - kept.at < IDENTITY_CACHE_MS) {
    setAccountProps(kernel, namespace, { profileName: kept.name, profileImage: kept.avatar })
    return
  }
  try {
    const identity = await adapter.getIdentity({ address, network })
    times.identities.set(caipAddress, { at: kernel.env.now(), name: identity.name, avatar: identity.avatar })
    if (getChainState(kernel, namespace).accountState.caipAddress !== caipAddress) return
    setAccountProps(kernel, namespace, { profileName: identity.name, profileImage: identity.avatar })
  } catch {
    // No profile is not an error: the address shows instead.
  }
}
