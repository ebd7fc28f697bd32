import { randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import initSqlJs from 'sql.js'
import * as z from 'zod'
import { HttpError, readJson, sendError, sendJson } from '../api/http.js'
import { newTicketKeys, signTicket, verifyTicket, type TicketClaims } from '../auth/ticket.js'
import { selectOne } from '../store.js'

/**
 * Its own store: one recovery share per account (`share`: the share itself, base64; or, once a passkey protects
 * it, `sealed`: JSON of its ciphertext, IV, PRF salt and credential ids, and `share` empty), and the tickets
 * already used.
 */
const SCHEMA = `
CREATE TABLE recovery_shares (
  account_id TEXT PRIMARY KEY, address TEXT NOT NULL, solana_address TEXT NOT NULL, share TEXT NOT NULL, sealed TEXT,
  stored_at INTEGER NOT NULL
);
CREATE TABLE used_tickets (jti TEXT PRIMARY KEY, exp INTEGER NOT NULL);
`

/** How long a receipt is good for, in seconds. */
const RECEIPT_SECONDS = 300

export interface StartRecoveryServiceParameters {
  /** The auth server's public key: only its tickets are taken. */
  authPublicKey: KeyObject
  /** Origins that may call it from a browser (the secure site's); any origin when omitted. */
  allowedOrigins?: readonly string[] | undefined
  /** Port on 127.0.0.1; `0` (default) picks a free one. */
  port?: number | undefined
  /** Called with one line per request. */
  log?: ((line: string) => void) | undefined
}

export interface RecoveryService {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Its own Ed25519 public key: what the auth server checks its receipts with. */
  publicKey: KeyObject
  /** Whether it listens now. */
  readonly running: boolean
  /** Stops listening (connections are refused) and keeps its store and key: a service that is down. */
  pause(): Promise<void>
  /** Listens again on the same port. */
  resume(): Promise<void>
  /** Stops for good. Safe to call twice. */
  stop(): Promise<void>
}

const base64Share = z.string().regex(/^[A-Za-z0-9+/]{40,120}={0,2}$/, 'Not a key share')
const storeBody = z.object({ ticket: z.string().max(2000), share: base64Share })
const fetchBody = z.object({ ticket: z.string().max(2000) })
const base64 = (min: number, max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9+/]{${min},${max}}={0,2}$`), 'Not base64')
/** A recovery share sealed under a passkey's PRF output (secure-site/passkey.ts): nothing here opens it. */
const sealedShare = z.strictObject({
  ciphertext: base64(60, 120),
  iv: base64(16, 16),
  salt: base64(43, 43),
  credentialIds: z.array(base64(16, 1400)).min(1).max(10),
})
const protectBody = z.object({ ticket: z.string().max(2000), sealed: sealedShare })

function parse<schema extends z.ZodType>(schema: schema, value: unknown): z.infer<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid body')
  return result.data
}

/**
 * The embedded wallet's recovery service: a server of its own on 127.0.0.1, with its own Ed25519 key and its own
 * store, holding the third key share of each account (README "The embedded wallet's account"). It takes tickets
 * signed by the auth server (bound to an account and its addresses, good once, a minute long) and nothing else:
 * - `POST /v1/shares` `{ ticket (store), share }` → `{ receipt }`: keeps the share for the ticket's account and
 *   answers a receipt signed with its own key, which the auth server asks for before it records the account.
 * - `POST /v1/shares/protect` `{ ticket (protect), sealed }` → `{ receipt }` (purpose `protected`): the account's
 *   share from now on is `sealed`, a new share encrypted under a passkey in the secure site; the plain share it
 *   held is deleted. The auth server takes the receipt before it swaps its own share for the new split's.
 * - `POST /v1/shares/fetch` `{ ticket (fetch) }` → `{ share }`, or `{ sealed }` once a passkey protects it: when
 *   it was stored for the ticket's account and addresses; 404 otherwise.
 * - `GET /v1/key` → `{ publicKey }` (SPKI, base64).
 *
 * @example
 * const recovery = await startRecoveryService({ authPublicKey })
 * await recovery.stop()
 */
export async function startRecoveryService({ authPublicKey, allowedOrigins, port = 0, log }: StartRecoveryServiceParameters): Promise<RecoveryService> {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.exec(SCHEMA)
  const keys = newTicketKeys()

  /** A ticket of the auth server for `purpose`, not used before. */
  function ticketClaims(ticket: string, purpose: string): TicketClaims {
    const now = Date.now()
    const checked = verifyTicket(authPublicKey, ticket, { iss: 'auth', purpose }, now)
    if (!checked.ok) throw new HttpError(401, checked.message)
    db.run('DELETE FROM used_tickets WHERE exp < ?', [Math.floor(now / 1000)])
    if (selectOne(db, 'SELECT jti FROM used_tickets WHERE jti = ?', [checked.claims.jti])) throw new HttpError(401, 'Ticket already used')
    db.run('INSERT INTO used_tickets (jti, exp) VALUES (?, ?)', [checked.claims.jti, checked.claims.exp])
    return checked.claims
  }

  /** Its word to the auth server that it now keeps the ticket's account's share (`stored`) or sealed share (`protected`). */
  function receipt(purpose: 'stored' | 'protected', claims: TicketClaims): string {
    const seconds = Math.floor(Date.now() / 1000)
    return signTicket(keys.privateKey, {
      iss: 'recovery',
      purpose,
      sub: claims.sub,
      address: claims.address,
      solanaAddress: claims.solanaAddress,
      jti: randomUUID(),
      iat: seconds,
      exp: seconds + RECEIPT_SECONDS,
    })
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin
    const allowed = !allowedOrigins || (origin !== undefined && allowedOrigins.includes(origin))
    if (origin !== undefined && allowed) res.setHeader('access-control-allow-origin', allowedOrigins ? origin : '*')
    res.setHeader('cache-control', 'no-store')
    if (origin !== undefined && !allowed) throw new HttpError(403, 'Origin not allowed')
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
      res.setHeader('access-control-allow-headers', 'content-type')
      if (req.headers['access-control-request-private-network']) res.setHeader('access-control-allow-private-network', 'true')
      res.writeHead(204).end()
      return
    }
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (req.method === 'GET' && path === '/v1/key') {
      return sendJson(res, 200, { publicKey: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') })
    }
    if (req.method === 'POST' && path === '/v1/shares') {
      const { ticket, share } = parse(storeBody, await readJson(req))
      const claims = ticketClaims(ticket, 'store')
      db.run('INSERT OR REPLACE INTO recovery_shares (account_id, address, solana_address, share, stored_at) VALUES (?, ?, ?, ?, ?)', [
        claims.sub,
        claims.address.toLowerCase(),
        claims.solanaAddress,
        share,
        Date.now(),
      ])
      return sendJson(res, 200, { receipt: receipt('stored', claims) })
    }
    if (req.method === 'POST' && path === '/v1/shares/protect') {
      const { ticket, sealed } = parse(protectBody, await readJson(req))
      const claims = ticketClaims(ticket, 'protect')
      const row = selectOne(db, 'SELECT address, solana_address FROM recovery_shares WHERE account_id = ?', [claims.sub])
      if (!row || String(row.address) !== claims.address.toLowerCase() || String(row.solana_address) !== claims.solanaAddress)
        throw new HttpError(404, 'No recovery share for this account')
      db.run("UPDATE recovery_shares SET share = '', sealed = ?, stored_at = ? WHERE account_id = ?", [JSON.stringify(sealed), Date.now(), claims.sub])
      return sendJson(res, 200, { receipt: receipt('protected', claims) })
    }
    if (req.method === 'POST' && path === '/v1/shares/fetch') {
      const { ticket } = parse(fetchBody, await readJson(req))
      const claims = ticketClaims(ticket, 'fetch')
      const row = selectOne(db, 'SELECT address, solana_address, share, sealed FROM recovery_shares WHERE account_id = ?', [claims.sub])
      if (!row || String(row.address) !== claims.address.toLowerCase() || String(row.solana_address) !== claims.solanaAddress)
        throw new HttpError(404, 'No recovery share for this account')
      if (row.sealed !== null && row.sealed !== undefined) return sendJson(res, 200, { sealed: JSON.parse(String(row.sealed)) as unknown })
      return sendJson(res, 200, { share: String(row.share) })
    }
    throw new HttpError(404, `No route for ${req.method ?? ''} ${path}`)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    res.once('finish', () => log?.(`recovery ${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`))
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      if (error instanceof HttpError) sendError(res, error.status, error.message)
      else sendError(res, 500, error instanceof Error ? error.message : String(error))
    })
  })
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const close = () =>
    new Promise<void>((resolve, reject) => {
      if (!server.listening) return resolve()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
  await listen(port)
  const actualPort = (server.address() as AddressInfo).port
  let stopped = false
  return {
    url: `http://127.0.0.1:${actualPort}`,
    publicKey: keys.publicKey,
    get running() {
      return server.listening
    },
    pause: close,
    resume: async () => {
      if (stopped) throw new Error('The recovery service was stopped')
      if (!server.listening) await listen(actualPort)
    },
    stop: async () => {
      if (stopped) return
      stopped = true
      await close()
      db.close()
    },
  }
}
