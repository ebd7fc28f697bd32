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

/** The wallets to show on this platform (SPEC.md §5 mobile rules, excluded ids). */
export function forPlatform(kit: AppKit, wallets: readonly Wallet[], namespace: ChainNamespace | undefined): Wallet[] {
  const { env, options, state } = getKernelApi(kit)
  return filterWalletsForPlatform(wallets, {
    isMobile: env.isMobile(),
    namespace: namespace ?? state.chain.activeNamespace,
    excludeWalletIds: options.excludeWalletIds,
  })
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
