import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { generateSiweNonce, parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { selectAll, selectOne } from '../store.js'
import type { ApiState } from './apiState.js'
import { HttpError, readJson, sendJson, type Route } from './http.js'

/** The sign-in tables, made once per store. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS siwx_nonces (nonce TEXT PRIMARY KEY, issued_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  token TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  address TEXT NOT NULL,
  message TEXT NOT NULL,
  signature TEXT NOT NULL,
  data TEXT NOT NULL,
  expires_at INTEGER,
  PRIMARY KEY (token, chain_id, address)
);
`

/** A nonce is good for ten minutes, once. */
const NONCE_LIFETIME_MS = 10 * 60 * 1000

/** A stored session as the sign-in client reads it (`SIWXSession`). */
interface SessionAnswer {
  data: unknown
  message: string
  signature: string
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? ''
  return /^Bearer ([0-9a-f]{64})$/.exec(header)?.[1]
}

function sessionsOf(state: ApiState, where: string, params: (string | number)[]): SessionAnswer[] {
  return selectAll(state.db, `SELECT data, message, signature FROM siwx_sessions WHERE ${where}`, params).map((row) => ({
    data: JSON.parse(String(row.data)) as unknown,
    message: String(row.message),
    signature: String(row.signature),
  }))
}

const current = '(expires_at IS NULL OR expires_at > ?)'

/**
 * A sign-in server under `/siwx` (what `siwx: { serverUrl }` talks to), its nonces and sessions in the devnet's
 * store. It verifies each signed EIP-4361 message with viem against the message's chain (EIP-191, ERC-1271 and
 * ERC-6492 by an eth_call on anvil):
 * - `GET /siwx/nonce` → `{ nonce }`, good for one verification within ten minutes.
 * - `POST /siwx/verify` `{ message, signature }` → `{ token }` (the bearer's, or a new one); 401 `{ message }` when
 *   the nonce is unknown or used, the chain is not the devnet's, or the signature, domain or time does not check out.
 * - `GET /siwx/sessions?chainId&address` (bearer) → the token's current sessions of that account.
 * - `POST /siwx/revoke` `{ chainId?, address? }` (bearer): that account's sessions, or all of the token's.
 * - `GET /__devnet/siwx/sessions?address` → every stored session of an address (tests).
 */
export function siwxRoutes(state: ApiState): Route[] {
  state.db.exec(SCHEMA)
  return [
    {
      method: 'GET',
      path: /^\/siwx\/nonce$/,
      handle({ res }) {
        const nonce = generateSiweNonce()
        state.db.run('INSERT INTO siwx_nonces (nonce, issued_at) VALUES (?, ?)', [nonce, Date.now()])
        sendJson(res, 200, { nonce })
      },
    },
    {
      method: 'POST',
      path: /^\/siwx\/verify$/,
      async handle({ req, res }) {
        const body = (await readJson(req)) as { message?: unknown; signature?: unknown; data?: unknown }
        if (typeof body.message !== 'string' || typeof body.signature !== 'string')
          throw new HttpError(400, 'Body needs { message, signature }')
        const message = parseSiweMessage(body.message)
        const nonce = message.nonce ?? ''
        const issued = selectOne(state.db, 'SELECT issued_at FROM siwx_nonces WHERE nonce = ?', [nonce])
        if (!issued || Number(issued.issued_at) + NONCE_LIFETIME_MS < Date.now())
          throw new HttpError(401, 'Unknown or used nonce')
        const chain = state.chains.get(`eip155:${message.chainId}`)
        if (!chain || !message.address) throw new HttpError(401, `Chain ${message.chainId} is not served here`)
        const valid = await verifySiweMessage(chain.client, {
          message: body.message,
          signature: body.signature as `0x${string}`,
          nonce,
        })
        if (!valid) throw new HttpError(401, 'The signature could not be verified')
        state.db.run('DELETE FROM siwx_nonces WHERE nonce = ?', [nonce])
        const token = bearer(req) ?? randomBytes(32).toString('hex')
        const chainId = `eip155:${message.chainId}`
        const data = typeof body.data === 'object' && body.data ? body.data : { accountAddress: message.address, chainId }
        state.db.run(
          'INSERT OR REPLACE INTO siwx_sessions (token, chain_id, address, message, signature, data, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [
            token,
            chainId,
            message.address.toLowerCase(),
            body.message,
            body.signature,
            JSON.stringify(data),
            message.expirationTime ? message.expirationTime.getTime() : null,
          ],
        )
        sendJson(res, 200, { token })
      },
    },
    {
      method: 'GET',
      path: /^\/siwx\/sessions$/,
      handle({ req, res, url }) {
        const token = bearer(req)
        if (!token) throw new HttpError(401, 'A bearer token is required')
        const chainId = url.searchParams.get('chainId') ?? ''
        const address = (url.searchParams.get('address') ?? '').toLowerCase()
        sendJson(res, 200, sessionsOf(state, `token = ? AND chain_id = ? AND address = ? AND ${current}`, [token, chainId, address, Date.now()]))
      },
    },
    {
      method: 'POST',
      path: /^\/siwx\/revoke$/,
      async handle({ req, res }) {
        const token = bearer(req)
        if (!token) throw new HttpError(401, 'A bearer token is required')
        const body = (await readJson(req)) as { chainId?: unknown; address?: unknown }
        if (typeof body.chainId === 'string' && typeof body.address === 'string')
          state.db.run('DELETE FROM siwx_sessions WHERE token = ? AND chain_id = ? AND address = ?', [token, body.chainId, body.address.toLowerCase()])
        else state.db.run('DELETE FROM siwx_sessions WHERE token = ?', [token])
        sendJson(res, 200, {})
      },
    },
    {
      method: 'GET',
      path: /^\/__devnet\/siwx\/sessions$/,
      handle({ res, url }) {
        const address = (url.searchParams.get('address') ?? '').toLowerCase()
        sendJson(res, 200, sessionsOf(state, 'address = ?', [address]))
      },
    },
  ]
}
