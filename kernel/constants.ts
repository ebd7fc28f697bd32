// Business constants of SPEC.md §9. Kept in one place so that every rule reads the same number.

/** SDK version reported with every API call (`sv`, SPEC.md §9). */
export const SDK_VERSION = '1.7.8'
/** SDK type reported with every API call (`st`, SPEC.md §7). */
export const SDK_TYPE = 'portico'

// Timing (ms)
export const BALANCE_RETRY_BACKOFF_MS = 30_000
export const BALANCE_CACHE_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1000
export const FALLBACK_PING_INTERVAL_MS = 4_000
export const FALLBACK_PING_TIMEOUT_MS = 1_000
export const SEARCH_IMAGE_WAIT_MS = 300
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const MODAL_SHAKE_MS = 500
export const SNACKBAR_RESHOW_DELAY_MS = 150
/** Default timeout of a call to the wallet directory or blockchain API. */
export const API_TIMEOUT_MS = 10_000

// Counts and sizes
export const RECENT_WALLETS_MAX = 2
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
export const WALLETS_RECOMMENDED_SIZE = 4
export const WALLET_IMAGES_PREFETCHED = 20

/** Storage keys of the kernel. The embedded wallet's own keys carry `@appkit-wallet/` (SPEC.md §3). */
export const STORAGE_KEYS = {
  recentWallets: '@portico/recent_wallets',
  connectedConnectorIds: '@portico/connected_connector_ids',
  activeNamespace: '@portico/active_namespace',
} as const

/** Where the APIs live unless `apiUrls` says otherwise (the reference product's hosts). */
export const DEFAULT_API_URLS = {
  directory: 'https://api.web3modal.org',
  blockchain: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const
