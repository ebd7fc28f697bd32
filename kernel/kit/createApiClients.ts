import type { HttpClient } from '../api/createHttpClient.js'
import type { WalletDirectory } from '../api/walletDirectory.js'
import { DEFAULT_API_URLS } from '../constants.js'
import type { AlertError } from '../errors/alerts.js'
import type { AppKitOptions } from '../options/types.js'

/**
 * The kit's clients of the APIs of SPEC.md §7 (wallet directory and config, blockchain API, analytics), each made
 * on first use from the start-up chunk, so none of their code is in what a host loads before the kit starts.
 */
export interface ApiClients {
  directory(): Promise<WalletDirectory>
  blockchain(): Promise<HttpClient>
  analytics(): Promise<HttpClient>
  /** Aborts the requests under way and refuses new ones (`destroy()`). */
  abort(): void
}

export interface CreateApiClientsParameters {
  options: AppKitOptions
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch | undefined
  /** Shows an alert error (SPEC.md §8) a response maps to. */
  onAlert(alert: AlertError): void
}

/** The start-up chunk: API clients, feature resolution, recent wallets, connecting, restoring sessions. */
export const loadStartup = () => import('../startup.js')

/** Makes the kit's API clients; every base URL comes from `options.apiUrls`, defaulting to the reference hosts. */
export function createApiClients({ options, fetch: baseFetch, onAlert }: CreateApiClientsParameters): ApiClients {
  const apiUrls = { ...DEFAULT_API_URLS, ...options.apiUrls }
  // Every API request of the kit carries this signal: destroy() aborts those under way and refuses new ones.
  const requests = new AbortController()
  const kitFetch: typeof fetch = (input, init) => {
    if (requests.signal.aborted) return Promise.reject(new DOMException('The kit was destroyed.', 'AbortError'))
    const signal = init?.signal ? AbortSignal.any([init.signal, requests.signal]) : requests.signal
    return (baseFetch ?? globalThis.fetch)(input, { ...init, signal })
  }
  const http = (baseUrl: string) =>
    loadStartup().then(({ createHttpClient }) =>
      createHttpClient({
        baseUrl,
        projectId: options.projectId,
        ...(options.clientId ? { clientId: options.clientId } : {}),
        fetch: kitFetch,
        onAlert,
      }),
    )
  let directory: Promise<WalletDirectory> | undefined
  let blockchain: Promise<HttpClient> | undefined
  let analytics: Promise<HttpClient> | undefined
  return {
    directory: () =>
      (directory ??= Promise.all([loadStartup(), http(apiUrls.directory)]).then(([{ createWalletDirectory }, client]) =>
        createWalletDirectory(client),
      )),
    blockchain: () => (blockchain ??= http(apiUrls.blockchain)),
    analytics: () => (analytics ??= http(apiUrls.analytics)),
    abort: () => requests.abort(),
  }
}
