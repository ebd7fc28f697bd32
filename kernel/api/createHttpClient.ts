import { API_TIMEOUT_MS, SDK_TYPE, SDK_VERSION } from '../constants.js'
import { alertForServerMessage, type AlertError } from '../errors/alerts.js'
import { HttpRequestError, InvalidResponseError, TimeoutError } from '../errors/errors.js'
import type { ResponseSchema } from './responseSchema.js'

/** A query value; `undefined`, `null`, `''` and `[]` are left out, arrays are joined with commas. */
type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined

type Query = Record<string, QueryValue>

export interface CreateHttpClientParameters {
  /** Origin (and optional path prefix) of the API, e.g. `https://api.example.com`. */
  baseUrl: string
  /** The app's project id, sent as `projectId` with every call (SPEC.md §7). */
  projectId: string
  /** SDK type, sent as `st`. Defaults to `SDK_TYPE`. */
  sdkType?: string | undefined
  /** SDK version, sent as `sv`. Defaults to `SDK_VERSION`. */
  sdkVersion?: string | undefined
  /** Client id, sent as `clientId` when set; a function is read at every call. */
  clientId?: string | (() => string | undefined) | undefined
  /** The fetch to use. Defaults to `globalThis.fetch`, looked up at call time. */
  fetch?: typeof fetch | undefined
  /** Milliseconds before a call is aborted with a `TimeoutError`. Defaults to `API_TIMEOUT_MS`. */
  timeoutMs?: number | undefined
  /** Called with the alert of an error answer that carries one of the server messages of SPEC.md §8. */
  onAlert?: ((alert: AlertError) => void) | undefined
}

interface RequestOptions<T> {
  /** Extra query parameters. */
  query?: Query | undefined
  /** Validates the JSON response (a zod schema or a `responseSchema`); a mismatch throws `InvalidResponseError`. */
  schema?: ResponseSchema<T> | undefined
  /** Aborts the call. */
  signal?: AbortSignal | undefined
  /** Extra request headers. */
  headers?: Record<string, string> | undefined
}

interface PostOptions<T> extends RequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown
}

export interface HttpClient {
  /** `baseUrl` without its trailing slashes. */
  baseUrl: string
  /** The full URL of `path`, with the standard query parameters (SPEC.md §7). */
  url(path: string, query?: Query): string
  /** GET, returning the JSON body (validated by `schema` when given; an empty body reads as `undefined`). */
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>
  /** POST with a JSON body, returning the JSON body (validated by `schema` when given). */
  post<T = unknown>(path: string, options?: PostOptions<T>): Promise<T>
  /** GET, returning the body as a Blob (images). */
  getBlob(path: string, options?: Pick<RequestOptions<never>, 'query' | 'signal'>): Promise<Blob>
}

/** Bodies longer than this are left out of `HttpRequestError.details`. */
const MAX_ERROR_BODY = 500

/**
 * Creates a small client for the wallet directory and blockchain APIs: adds `projectId`, `st`, `sv` and
 * `clientId` to every call, throws `HttpRequestError` on non-2xx (first passing the alert of a known server message
 * to `onAlert`), `TimeoutError` after `timeoutMs` and
 * `InvalidResponseError` when the JSON is unreadable or does not match `schema`.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'https://api.example.com', projectId: 'abc' })
 * const { features } = await http.get('/appkit/v1/config', { schema: configSchema })
 */
export function createHttpClient({
  baseUrl,
  projectId,
  sdkType = SDK_TYPE,
  sdkVersion = SDK_VERSION,
  clientId,
  fetch: fetchFn,
  timeoutMs = API_TIMEOUT_MS,
  onAlert,
}: CreateHttpClientParameters): HttpClient {
  const base = baseUrl.replace(/\/+$/, '')

  function url(path: string, query: Query = {}): string {
    const id = typeof clientId === 'function' ? clientId() : clientId
    const params = new URLSearchParams()
    const all: Query = { ...query, projectId, st: sdkType, sv: sdkVersion, clientId: id }
    for (const [key, value] of Object.entries(all)) {
      const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value)
      if (text !== '') params.set(key, text)
    }
    const href = `${base}/${path.replace(/^\/+/, '')}`
    return `${href}${href.includes('?') ? '&' : '?'}${params}`
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    { query, schema, signal, headers, body }: PostOptions<T>,
    blob?: boolean,
  ): Promise<T> {
    const href = url(path, query)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = !controller.signal.aborted
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort(signal?.reason)
    if (signal?.aborted) onAbort()
    else signal?.addEventListener('abort', onAbort, { once: true })
    try {
      // Called as a plain function: some browsers throw "Illegal invocation" when fetch is called on another object.
      const doFetch = fetchFn ?? globalThis.fetch
      const response = await doFetch(href, {
        method,
        signal: controller.signal,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) }
          : headers && { headers }),
      })
      if (!response.ok) {
        // The status is the error; a body that cannot be read only loses its details.
        const text = await response.text().catch(() => '')
        const alert = alertForServerMessage(text)
        if (alert) onAlert?.(alert)
        throw new HttpRequestError({
          status: response.status,
          url: href,
          body: text.length <= MAX_ERROR_BODY ? text : undefined,
        })
      }
      if (blob) return (await response.blob()) as T
      const text = await response.text()
      let data: unknown
      try {
        data = text === '' ? undefined : JSON.parse(text)
      } catch (cause) {
        throw new InvalidResponseError({ url: href, cause })
      }
      if (!schema) return data as T
      const parsed = schema.safeParse(data)
      if (!parsed.success) throw new InvalidResponseError({ url: href, cause: parsed.error })
      return parsed.data
    } catch (error) {
      if (timedOut) throw new TimeoutError({ url: href, timeoutMs })
      throw error
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  return {
    baseUrl: base,
    url,
    get: (path, options = {}) => request('GET', path, options),
    post: (path, options = {}) => request('POST', path, options),
    getBlob: (path, options = {}) => request<Blob>('GET', path, options, true),
  }
}
