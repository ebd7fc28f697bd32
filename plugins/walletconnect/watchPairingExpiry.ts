/** How often an open WalletConnect view checks whether its pairing uri has expired. */
const PAIRING_CHECK_INTERVAL_MS = 1000

export interface WatchPairingExpiryParameters {
  /** The pairing uri shown now, if any. */
  getUri(): string | undefined
  /** Whether that uri counts as expired (SPEC.md §4: 4 minutes after it was set, 10 s early). */
  isExpired(): boolean
  /** Starts a fresh pairing; its new uri replaces the expired one. */
  refresh(): void
  intervalMs?: number
}

/**
 * Checks the shown pairing uri on a timer and asks for a fresh one once it expires, once per uri (a refresh
 * that is slow to deliver its uri is not restarted). Returns the function that stops watching.
 *
 * @example
 * useEffect(() => watchPairingExpiry({ getUri, isExpired: kernel.walletConnect.isUriExpired, refresh }), [])
 */
export function watchPairingExpiry({
  getUri,
  isExpired,
  refresh,
  intervalMs = PAIRING_CHECK_INTERVAL_MS,
}: WatchPairingExpiryParameters): () => void {
  let refreshed: string | undefined
  const timer = setInterval(() => {
    const uri = getUri()
    if (!uri || uri === refreshed || !isExpired()) return
    refreshed = uri
    refresh()
  }, intervalMs)
  return () => clearInterval(timer)
}
