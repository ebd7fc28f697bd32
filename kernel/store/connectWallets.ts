import { WALLET_IMAGES_PREFETCHED, WALLETS_RECOMMENDED_SIZE } from '../constants.js'
import type { KernelApi } from '../plugins/kernelApi.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Wallet } from '../types/wallet.js'

/** What the Connect view shows from the directory: the featured wallets, the 4 recommended, the list's size. */
export interface ConnectWallets {
  featured: Wallet[]
  recommended: Wallet[]
  /** The recommended list's `count` plus the featured wallets: the "All Wallets" figure. */
  count: number
}

interface Entry {
  promise: Promise<ConnectWallets>
  value?: ConnectWallets
}

// Per kit (keyed by its store), per request: fetched once, so the Connect view's first render shows them.
const cache = new WeakMap<object, Map<string, Entry>>()

/** The request for Connect: the host's included and excluded ids (featured ones aside) and the filter's chains. */
function request(kernel: KernelApi, namespace: ChainNamespace | undefined) {
  const { options, state } = kernel
  const featuredIds = options.featuredWalletIds ?? []
  const exclude = [...(options.excludeWalletIds ?? []), ...featuredIds]
  const chains = namespace ? state.chain.chains[namespace]?.caipNetworks.map((n) => n.caipNetworkId) : undefined
  const filters = {
    include: options.includeWalletIds?.length ? [...options.includeWalletIds] : undefined,
    exclude: exclude.length ? exclude : undefined,
    ...(chains?.length ? { chains } : {}),
  }
  return { featuredIds, filters, key: JSON.stringify([featuredIds, filters]) }
}

/** What Connect will get from the directory at most, known before it answers. */
interface ExpectedConnectWallets {
  /** The featured wallets asked for, in order. */
  featuredIds: readonly string[]
  /** How many recommended wallets can come: 4 (SPEC.md §7), fewer when the host's included ids leave fewer. */
  recommended: number
}

/**
 * The most wallets `loadConnectWallets` can bring for this request, before it answers: the Connect view keeps
 * their rows' space, so its card does not grow when they arrive. The directory may answer with fewer (or fail),
 * and the view then shrinks once.
 *
 * @example
 * const { featuredIds, recommended } = expectedConnectWallets(getKernelApi(kit)) // { featuredIds: [], recommended: 4 }
 */
export function expectedConnectWallets(kernel: KernelApi, namespace?: ChainNamespace): ExpectedConnectWallets {
  const { featuredIds, filters } = request(kernel, namespace)
  const excluded = kernel.options.excludeWalletIds ?? []
  const included = filters.include && new Set(filters.include.filter((id) => !filters.exclude?.includes(id))).size
  return {
    featuredIds: featuredIds.filter((id) => !excluded.includes(id)),
    recommended: Math.min(WALLETS_RECOMMENDED_SIZE, included ?? WALLETS_RECOMMENDED_SIZE),
  }
}

/**
 * The featured and recommended wallets of the Connect view (SPEC.md §7: featured by ids, 4 recommended), fetched
 * once per kit and request with their images preloaded. The kit calls it when the browser is idle after start-up,
 * so Connect's first frame has them; the view calls it too. A failed list is empty and not kept: the next call asks
 * again.
 *
 * @example
 * const { featured, recommended, count } = await loadConnectWallets(getKernelApi(kit))
 */
export function loadConnectWallets(kernel: KernelApi, namespace?: ChainNamespace): Promise<ConnectWallets> {
  const { featuredIds, filters, key } = request(kernel, namespace)
  const entries = cache.get(kernel.state) ?? new Map<string, Entry>()
  cache.set(kernel.state, entries)
  const known = entries.get(key)
  if (known) return known.promise
  const entry: Entry = {
    promise: kernel.api.directory().then(async (directory) => {
      // Either list may fail alone: the view shows the other, and the next call asks again.
      let failed = false
      const [featured, recommended] = await Promise.all([
        directory.fetchFeatured(featuredIds).catch(() => ((failed = true), [])),
        directory.fetchRecommended(filters).catch(() => ((failed = true), { data: [], count: 0 })),
      ])
      // The directory client keeps no more than each list asked for; the first 20 images are prefetched (SPEC.md §9).
      for (const w of [...featured, ...recommended.data].slice(0, WALLET_IMAGES_PREFETCHED))
        // Images are prefetched: one that fails shows the wallet's placeholder and is asked for again when shown.
        if (w.image_id && !w.image_url) directory.fetchImage('wallet', w.image_id).catch(() => {})
      const value = { featured, recommended: recommended.data, count: recommended.count + featured.length }
      if (failed) entries.delete(key)
      else entry.value = value
      return value
    }),
  }
  entry.promise.catch(() => entries.delete(key))
  entries.set(key, entry)
  return entry.promise
}

/** What `loadConnectWallets` has fetched for this request, if it has; for a first render that shows it at once. */
export function peekConnectWallets(kernel: KernelApi, namespace?: ChainNamespace): ConnectWallets | undefined {
  return cache.get(kernel.state)?.get(request(kernel, namespace).key)?.value
}
