import { filterWalletsForPlatform } from '../../kernel/connectors/filterWalletsForPlatform.js'
import type { AppKit } from '../../kernel/createInstance.js'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { getKernelApi } from '../../kernel/internals.js'

/** The directory filters of the host's options: included and excluded ids, and the filtered namespace's chains. */
export function directoryFilters(
  kit: AppKit,
  namespace: ChainNamespace | undefined,
  extraExclude: readonly string[] = [],
): { include: string[] | undefined; exclude: string[] | undefined; chains?: string[] } {
  const { options, state } = getKernelApi(kit)
  const exclude = [...(options.excludeWalletIds ?? []), ...extraExclude]
  const chains = namespace ? state.chain.chains[namespace]?.caipNetworks.map((n) => n.caipNetworkId) : undefined
  return {
    include: options.includeWalletIds?.length ? [...options.includeWalletIds] : undefined,
    exclude: exclude.length ? exclude : undefined,
    ...(chains?.length ? { chains } : {}),
  }
}

/**
 * The wallets to show on this platform (SPEC.md §5 mobile rules, each family's own among them; excluded ids): those
 * of the family asked for (`open({ namespace })`, SPEC.md §4), else of any family the kit connects. Not the active
 * family alone: a connect tried on one family, or a sign-in cancelled there, leaves it active, and the list would
 * lose the others' wallets.
 */
export function forPlatform(kit: AppKit, wallets: readonly Wallet[], namespace: ChainNamespace | undefined): Wallet[] {
  const api = getKernelApi(kit)
  const families = namespace ? [namespace] : (Object.keys(api.state.chain.chains) as ChainNamespace[])
  const of = (family: ChainNamespace | undefined) => {
    const chain = api.chain(family ?? api.state.chain.activeNamespace)
    return filterWalletsForPlatform(wallets, {
      isMobile: api.env.isMobile(),
      namespace: chain.namespace,
      mobileWallets: chain.has('family') ? chain.family.mobileWallets : undefined,
      excludeWalletIds: api.options.excludeWalletIds,
    })
  }
  if (families.length < 2) return of(families[0])
  const shown = new Set(families.flatMap(of))
  return wallets.filter((wallet) => shown.has(wallet))
}

/** The host's custom wallets as directory wallets. */
export function customWallets(kit: AppKit): Wallet[] {
  return (getKernelApi(kit).options.customWallets ?? []).map((wallet) => ({ ...wallet }))
}

/**
 * The "All Wallets" count label: exact below 10, else rounded down to tens with a plus.
 *
 * @example
 * walletCountLabel(532) // '530'
 */
export function walletCountLabel(count: number): string {
  return count < 10 ? String(count) : String(Math.floor(count / 10) * 10)
}
