import type { PluginContext, SIWXConfig, SIWXSession } from 'portico'
import { messageData, toSiwxMessage, type SiwxFamilies, type SiwxMessageSettings } from './createSiwxMessage.js'
import { SiwxServerError } from './errors.js'

/** Where the server configuration keeps the token the server gave for this browser's sessions. */
const SERVER_TOKEN_KEY = '@appkit/siwx-token'

export interface CreateServerSiwxParameters extends SiwxMessageSettings {
  /** The server's base URL: `GET /nonce`, `POST /verify`, `GET /sessions`, `POST /revoke` below it. */
  url: string
  storage: PluginContext['storage']
  /** Each chain family's message format (its chain package's `siwx` capability). */
  families: SiwxFamilies
  required?: boolean | undefined
  fetch?: typeof fetch | undefined
  now?: (() => number) | undefined
}

/**
 * A sign-in configuration backed by a server, which issues the nonces, verifies each signature against its
 * chain and keeps the sessions; the browser keeps only the token the server hands out with the first verified
 * session (`@appkit/siwx-token`). The devnet's API serves these routes under `/siwx`.
 *
 * - `GET {url}/nonce` → `{ nonce }`
 * - `POST {url}/verify` `{ message, signature, data }` → `{ token }`, 401 `{ message }` when it does not verify
 * - `GET {url}/sessions?chainId&address` (bearer token) → `SIWXSession[]`, current ones only
 * - `POST {url}/revoke` `{ chainId?, address? }` (bearer token): one account's sessions, or all of the token's
 *
 * @example
 * const siwx = createServerSiwx({ url: 'https://auth.example/siwx', storage: localStorage, families: (ns) => kernel.chain(ns).siwx(), required: true })
 */
export function createServerSiwx({
  url,
  storage,
  families,
  required = false,
  fetch: fetcher = (...args) => globalThis.fetch(...args),
  now = Date.now,
  ...settings
}: CreateServerSiwxParameters): SIWXConfig {
  const base = url.replace(/\/+$/, '')
  const token = () => storage.getItem(SERVER_TOKEN_KEY)
  async function call<value>(path: string, init: { method?: string; body?: unknown } = {}): Promise<value> {
    const bearer = token()
    const response = await fetcher(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    // A body that is not JSON (a proxy's error page) leaves only the status to report.
    const body = (await response.json().catch(() => ({}))) as value & { message?: string }
    if (!response.ok) throw new SiwxServerError({ status: response.status, message: body.message })
    return body
  }
  return {
    async createMessage(input) {
      const { nonce } = await call<{ nonce: string }>('/nonce')
      return toSiwxMessage(messageData(input, nonce, settings, now()), families)
    },
    async addSession(session) {
      const { token: issued } = await call<{ token: string }>('/verify', {
        method: 'POST',
        body: { message: session.message, signature: session.signature, data: session.data },
      })
      storage.setItem(SERVER_TOKEN_KEY, issued)
    },
    async revokeSession(chainId, address) {
      if (token()) await call('/revoke', { method: 'POST', body: { chainId, address } })
    },
    async setSessions(sessions) {
      if (token()) await call('/revoke', { method: 'POST', body: {} })
      storage.removeItem(SERVER_TOKEN_KEY)
      for (const session of sessions) await this.addSession(session)
    },
    async getSessions(chainId, address) {
      if (!token()) return []
      const query = new URLSearchParams({ chainId, address })
      return call<SIWXSession[]>(`/sessions?${query.toString()}`)
    },
    getRequired: () => required,
  }
}
