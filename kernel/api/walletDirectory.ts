import { WALLETS_PAGE_SIZE, WALLETS_RECOMMENDED_SIZE, WALLETS_SEARCH_SIZE } from '../constants.js'
import type { Wallet } from '../types/wallet.js'
import { sanitizeName } from '../utils/sanitizeName.js'
import type { HttpClient } from './createHttpClient.js'
import { fetchRemoteFeatures, type RemoteFeature } from './fetchRemoteFeatures.js'
import { isRecord, isStrings, readArray, responseSchema } from './responseSchema.js'

const originsSchema = responseSchema(
  (data) => (isRecord(data) && isStrings(data.allowedOrigins) ? { allowedOrigins: data.allowedOrigins } : undefined),
  '{ allowedOrigins: string[] }',
)
const analyticsConfigSchema = responseSchema(
  (data) =>
    isRecord(data) && typeof data.isAnalyticsEnabled === 'boolean'
      ? { isAnalyticsEnabled: data.isAnalyticsEnabled }
      : undefined,
  '{ isAnalyticsEnabled: boolean }',
)

/** The optional fields of a directory wallet that are a string or null, with the longest value kept. */
const OPTIONAL_STRINGS = {
  image_id: 128,
  image_url: 2048,
  rdns: 253,
  mobile_link: 2048,
  desktop_link: 2048,
  webapp_link: 2048,
  homepage: 2048,
  chrome_store: 2048,
  app_store: 2048,
  play_store: 2048,
} as const

/** The longest wallet id kept: a longer one is no directory's id. */
const MAX_ID_LENGTH = 128
/** The most chains kept of a wallet, and the longest CAIP-2 id among them. */
const MAX_CHAINS = 64
const MAX_CHAIN_LENGTH = 82

/**
 * A wallet of the directory (SPEC.md §3 Wallet) read from the response: `id` and `name` strings, the optional
 * fields a string or null (`chains` a list of strings or null) when present. Unknown fields are dropped. What
 * shows is bounded: the name goes through `sanitizeName` (no bidi or invisible characters, at most 64
 * characters), an optional field longer than any real one reads as null, and at most 64 chains are kept.
 * `undefined` when it does not fit (also for an id over 128 characters).
 */
export function readWallet(value: unknown): Wallet | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return undefined
  if (value.id === '' || value.id.length > MAX_ID_LENGTH) return undefined
  const wallet: Wallet = { id: value.id, name: sanitizeName(value.name) }
  for (const [key, max] of Object.entries(OPTIONAL_STRINGS) as [keyof typeof OPTIONAL_STRINGS, number][]) {
    if (!(key in value)) continue
    const field = value[key]
    if (field !== null && typeof field !== 'string') return undefined
    wallet[key] = field !== null && field.length > max ? null : field
  }
  if ('chains' in value) {
    if (value.chains !== null && !isStrings(value.chains)) return undefined
    wallet.chains = value.chains && value.chains.filter((chain) => chain.length <= MAX_CHAIN_LENGTH).slice(0, MAX_CHAINS)
  }
  return wallet
}

/**
 * The response of GET /getWallets for a page of `entries`: at most `entries` wallets are read and kept, however
 * many the directory sends (SPEC.md §7, §9 page sizes), so a directory that answers more than it was asked
 * shows no more than was asked.
 */
const getWalletsResponseSchema = (entries: number) =>
  responseSchema((data): GetWalletsReturnType | undefined => {
    if (!isRecord(data) || typeof data.count !== 'number' || !Number.isFinite(data.count) || data.count < 0)
      return undefined
    const wallets = Array.isArray(data.data) ? readArray(data.data.slice(0, entries), readWallet) : undefined
    return wallets && { data: wallets, count: Math.floor(data.count) }
  }, '{ data: Wallet[], count: number }')

export interface GetWalletsReturnType {
  data: Wallet[]
  /** Total number of wallets matching the filters, across all pages. */
  count: number
}

export interface GetWalletsParameters {
  /** 1-based page number. */
  page: number
  /** Page size. */
  entries: number
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  /** Name search. */
  search?: string | undefined
  /** Badge filter, e.g. `'certified'`. */
  badge_type?: string | undefined
  /** CAIP-2 chain ids the wallets must support. */
  chains?: string | readonly string[] | undefined
  /** Aborts the call. */
  signal?: AbortSignal | undefined
}

type Filters = Pick<GetWalletsParameters, 'include' | 'exclude' | 'chains' | 'signal'>

/** The image endpoints of the directory (SPEC.md §7). */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

/**
 * The wallet directory API (SPEC.md §7) over an `HttpClient`: remote config, allowed origins, wallet lists with
 * the page sizes of SPEC.md §9, images (fetched once and kept as object URLs) and the analytics switch.
 *
 * @example
 * const directory = createWalletDirectory(createHttpClient({ baseUrl, projectId }))
 * const { data, count } = await directory.fetchWalletsPage({ page: 1, exclude: ['abc'] })
 */
export function createWalletDirectory(http: HttpClient) {
  const images = new Map<string, Promise<string>>()

  const imageUrl = (kind: ImageKind, id: string) => http.url(IMAGE_PATHS[kind] + encodeURIComponent(id))

  function getWallets({ signal, ...query }: GetWalletsParameters): Promise<GetWalletsReturnType> {
    return http.get('/getWallets', { query: { ...query }, schema: getWalletsResponseSchema(query.entries), signal })
  }

  return {
    /** The remote feature switches; throws on failure so the caller can fall back. */
    fetchConfig: (): Promise<RemoteFeature[]> => fetchRemoteFeatures(http),

    /** Origins allowed for the project; an empty list on any error (SPEC.md §7). */
    async fetchAllowedOrigins(): Promise<string[]> {
      try {
        return (await http.get('/projects/v1/origins', { schema: originsSchema })).allowedOrigins
      } catch {
        return []
      }
    },

    getWallets,

    /** One page of the full list (SPEC.md §9: 40 a page). */
    fetchWalletsPage: ({ page, ...filters }: Filters & { page: number }) =>
      getWallets({ ...filters, page, entries: WALLETS_PAGE_SIZE }),

    /** First 100 wallets matching `search` (SPEC.md §9). */
    searchWallets: (parameters: Filters & Pick<GetWalletsParameters, 'badge_type'> & { search: string }) =>
      getWallets({ ...parameters, page: 1, entries: WALLETS_SEARCH_SIZE }),

    /** The 4 recommended wallets (SPEC.md §9); `count` is the size of the whole list. */
    fetchRecommended: (filters: Filters = {}) =>
      getWallets({ ...filters, page: 1, entries: WALLETS_RECOMMENDED_SIZE }),

    /** The wallets of `ids`, in the order of `ids`; no call when `ids` is empty. */
    async fetchFeatured(ids: readonly string[]): Promise<Wallet[]> {
      if (ids.length === 0) return []
      const { data } = await getWallets({ page: 1, entries: ids.length, include: ids })
      return ids.flatMap((id) => data.find((wallet) => wallet.id === id) ?? [])
    },

    walletImageUrl: (id: string) => imageUrl('wallet', id),
    assetImageUrl: (id: string) => imageUrl('asset', id),
    currencyImageUrl: (id: string) => imageUrl('currency', id),
    tokenImageUrl: (id: string) => imageUrl('token', id),

    /**
     * A URL of the image, ready to show: in a browser the image's own URL once it has loaded, elsewhere an object
     * URL. Loaded once per `kind` and `id`; callers asking at the same time share one load, and a failure is not
     * kept. `signal` stops this caller's wait only: the download goes on for the
     * others and for the cache.
     */
    fetchImage(kind: ImageKind, id: string, { signal }: { signal?: AbortSignal | undefined } = {}): Promise<string> {
      signal?.throwIfAborted()
      const key = `${kind}:${id}`
      let image = images.get(key)
      if (!image) {
        // In a browser the image element loads it (cached, decoded off the main thread, no object URL to make);
        // elsewhere the bytes are fetched and handed out as an object URL.
        image =
          typeof Image === 'function'
            ? preloadImage(imageUrl(kind, id))
            : http.getBlob(IMAGE_PATHS[kind] + encodeURIComponent(id)).then((blob) => URL.createObjectURL(blob))
        image.catch(() => images.delete(key))
        images.set(key, image)
      }
      return waitFor(image, signal)
    },

    /** Whether analytics is on for the project; off on any error (SPEC.md §7). */
    async fetchAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }> {
      try {
        const { isAnalyticsEnabled } = await http.get('/getAnalyticsConfig', { schema: analyticsConfigSchema })
        return { isAnalyticsEnabled }
      } catch {
        return { isAnalyticsEnabled: false }
      }
    },
  }
}

export type WalletDirectory = ReturnType<typeof createWalletDirectory>

/** Resolves with `url` once an image element has loaded it. */
function preloadImage(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => resolve(url)
    image.onerror = () => reject(new Error(`The image did not load: ${url}`))
    image.src = url
  })
}

function waitFor<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
