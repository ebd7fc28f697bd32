import { randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import * as z from 'zod'
import { signSessionToken, verifySessionToken, type SessionClaims } from '../auth/sessionToken.js'
import { newTicketKeys, signTicket, verifyTicket } from '../auth/ticket.js'
import { selectOne } from '../store.js'
import type { ApiState } from './apiState.js'
import { HttpError, readJson, sendBody, sendJson, type Route } from './http.js'

/** The auth server's tables, made once per store. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS auth_users (
  email TEXT PRIMARY KEY, account_id TEXT NOT NULL UNIQUE, address TEXT, solana_address TEXT, auth_share TEXT,
  recovery_mode TEXT NOT NULL DEFAULT 'service', created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_devices (
  email TEXT NOT NULL, device_id TEXT NOT NULL, approved INTEGER NOT NULL, link_token TEXT,
  PRIMARY KEY (email, device_id)
);
CREATE TABLE IF NOT EXISTS auth_codes (
  email TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL, expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, target TEXT,
  PRIMARY KEY (email, purpose)
);
CREATE TABLE IF NOT EXISTS auth_sessions (
  sid TEXT PRIMARY KEY, email TEXT NOT NULL, device_id TEXT NOT NULL, expires_at INTEGER NOT NULL, user_name TEXT
);
CREATE TABLE IF NOT EXISTS auth_identities (provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, PRIMARY KEY (provider, subject));
CREATE TABLE IF NOT EXISTS auth_farcaster_nonces (nonce TEXT PRIMARY KEY, domain TEXT NOT NULL, expires_at INTEGER NOT NULL);
`

/** The auth server's settings; tests change them through POST /__devnet/auth. */
export interface AuthSettings {
  /** Signs the session tokens (HMAC-SHA256). */
  secret: string
  /** How long a mailed code is good for. */
  codeLifetimeMs: number
  /** Wrong tries before a code is void. */
  maxAttempts: number
  /** How long a session token is good for. */
  sessionLifetimeMs: number
  /** How long POST /device/wait holds the request open for the mailed link. */
  deviceWaitMs: number
  /** Starts new session tokens this far in the future (a device clock that is behind): tests of Session Expired. */
  notBeforeSkewMs: number
  /** Signs the tickets the recovery service takes (Ed25519; the recovery service knows the public key). */
  ticketKeys: { privateKey: KeyObject; publicKey: KeyObject }
}

export function defaultAuthSettings(): AuthSettings {
  return {
    secret: randomBytes(32).toString('hex'),
    codeLifetimeMs: 10 * 60_000,
    maxAttempts: 3,
    sessionLifetimeMs: 24 * 3600_000,
    deviceWaitMs: 25_000,
    notBeforeSkewMs: 0,
    ticketKeys: newTicketKeys(),
  }
}

export const authSettingsSchema = z.strictObject({
  codeLifetimeMs: z.number().int().min(1).optional(),
  maxAttempts: z.number().int().min(1).optional(),
  sessionLifetimeMs: z.number().int().min(1).optional(),
  notBeforeSkewMs: z.number().int().min(0).optional(),
})

const emailSchema = z.email()
const startBody = z.object({ email: emailSchema, deviceId: z.string().min(8).max(100) })
const verifyBody = startBody.extend({ otp: z.string() })
const otpBody = z.object({ otp: z.string() })
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Not an eip155 address')
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Not a Solana address')
const base64Share = z.string().regex(/^[A-Za-z0-9+/]{40,120}={0,2}$/, 'Not a key share')
const ticketBody = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('store'), address: evmAddress, solanaAddress }),
  z.object({ purpose: z.literal('fetch') }),
  z.object({ purpose: z.literal('protect') }),
])
const rotateBody = z.object({ authShare: base64Share, receipt: z.string().max(2000) })
const accountBody = z.object({ address: evmAddress, solanaAddress, authShare: base64Share, receipt: z.string().max(2000) })
const socialStartBody = z.object({ provider: z.string().regex(/^[a-z]{1,20}$/) })
const socialVerifyBody = z.object({
  provider: z.string().regex(/^[a-z]{1,20}$/),
  idToken: z.string().max(8000),
  nonce: z.string().min(16).max(200),
  deviceId: z.string().min(8).max(100),
})
const farcasterStartBody = z.object({ origin: z.url().max(300) })
const farcasterVerifyBody = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/).max(4000),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
  deviceId: z.string().min(8).max(100),
  username: z.string().max(64).nullish(),
})
/** How long a Farcaster sign-in's nonce is good for (the relay's channel lasts 5 minutes). */
const FARCASTER_NONCE_MS = 5 * 60_000
/** A Farcaster username (fname) the auth server keeps as the person's name; anything else is dropped. */
const FARCASTER_USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(?:\.eth)?$/
/** How long a recovery ticket is good for, in seconds. */
const TICKET_SECONDS = 60

function parse<schema extends z.ZodType>(schema: schema, value: unknown): z.infer<schema> {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid body')
  return result.data
}

/**
 * The embedded wallet's auth server under `/secure/auth/v1`, what the secure site's frame talks to (SPEC.md §4
 * email login, INFRA.md): users, devices, one-time codes and sessions live in the devnet's store; codes and
 * device links go out as real mail to the devnet's mailbox. The session token travels in the `Authorization`
 * header (a cookie would not reach a cross-site frame).
 * - `POST /email/start` `{ email, deviceId }` → `{ action: 'VERIFY_OTP' }` (a code is mailed) or
 *   `{ action: 'VERIFY_DEVICE' }` (a known user on a new device: a link is mailed).
 * - `POST /device/wait` `{ email, deviceId }` → `{ action: 'VERIFY_OTP' }` once the link is opened (a code is
 *   mailed then); 408 when it is not opened in time. `GET /device/approve?token=` is the mailed link.
 * - `POST /email/verify` `{ email, deviceId, otp }` → `{ token, user }`; 400 for a wrong, expired or spent code.
 * - `GET /me`, `POST /logout` (bearer).
 * - The account's key shares (bearer, from a device still approved; README "The embedded wallet's account"):
 *   `GET /me/account` → `{ address, solanaAddress, split, recovery: 'service' | 'passkey' }`; `POST /me/shares/auth`
 *   → `{ share }` (the auth server's share); `POST /me/recovery/ticket` `{ purpose: 'fetch' | 'protect' }` or
 *   `{ purpose: 'store', address, solanaAddress }` → `{ ticket }` for the recovery service (store only while the
 *   account has no shares, protect only while the recovery service holds its share in plain); `POST /me/account`
 *   `{ address, solanaAddress, authShare, receipt }` records a new split once, with the recovery service's receipt
 *   that it holds the third share; `POST /me/shares/auth/rotate` `{ authShare, receipt }` takes the auth share of
 *   a new split once the recovery service's `protected` receipt says a passkey seals the new recovery share (the
 *   old share is overwritten, and the account's recovery is `passkey` from then on).
 * - Social login (README "One account per person"): `POST /social/start` `{ provider }` → the provider's
 *   `{ issuer, clientId, authorizationEndpoint, tokenEndpoint }`; `POST /social/verify` `{ provider, idToken, nonce,
 *   deviceId }` checks the id token (signature through the provider's JWKS, issuer, audience, expiry, nonce, a
 *   verified email) and → `{ token, user, userName }`: the account of the provider's subject, else of that verified
 *   email, else a new one. The provider's check stands for the device check of an email login.
 * - Farcaster sign-in (README "One account per person"): `POST /farcaster/start` `{ origin }` → `{ relayUrl, nonce,
 *   domain, siweUri }` (a one-time nonce for the page at `origin`); `POST /farcaster/verify` `{ message, signature,
 *   nonce, deviceId, username? }` verifies the signed message with `verifySignInMessage` (the nonce and domain it was
 *   issued for, the signature, and the fid's custody or auth address on chain 10's registries) and → `{ token, user,
 *   userName }`: the account of that fid, else a new one. Farcaster names no email address.
 * - `POST /email/change` `{ newEmail }`, `POST /email/change/primary` `{ otp }` (code mailed to the current
 *   address), `POST /email/change/secondary` `{ otp }` (code mailed to the new one) → `{ user }` (bearer).
 */
export function authRoutes(state: ApiState): Route[] {
  state.db.exec(SCHEMA)
  const settings = state.auth
  const base = '^\\/secure\\/auth\\/v1'
  const route = (path: string) => new RegExp(`${base}${path}$`)

  async function mailCode(email: string, purpose: string, target: string | null = null): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    state.db.run('INSERT OR REPLACE INTO auth_codes (email, purpose, code, expires_at, attempts, target) VALUES (?, ?, ?, ?, 0, ?)', [
      email,
      purpose,
      code,
      Date.now() + settings.codeLifetimeMs,
      target,
    ])
    const to = purpose === 'secondary' && target ? target : email
    await mailbox().send({
      to,
      subject: `${code} is your Portico code`,
      text: `Your Portico verification code is ${code}. It expires in ${Math.round(settings.codeLifetimeMs / 60_000)} minutes.`,
    })
  }

  function mailbox() {
    if (!state.mailbox) throw new HttpError(503, 'No mailbox')
    return state.mailbox
  }

  /** Checks a code; a wrong one counts an attempt, an expired or spent one is refused. */
  function useCode(email: string, purpose: string, otp: string): { target: string | null } {
    const row = selectOne(state.db, 'SELECT code, expires_at, attempts, target FROM auth_codes WHERE email = ? AND purpose = ?', [email, purpose])
    if (!row) throw new HttpError(400, 'No code was sent, or it was already used')
    if (Number(row.expires_at) <= Date.now()) {
      state.db.run('DELETE FROM auth_codes WHERE email = ? AND purpose = ?', [email, purpose])
      throw new HttpError(400, 'The code has expired')
    }
    if (String(row.code) !== otp.trim()) {
      const attempts = Number(row.attempts) + 1
      if (attempts >= settings.maxAttempts) {
        state.db.run('DELETE FROM auth_codes WHERE email = ? AND purpose = ?', [email, purpose])
        throw new HttpError(400, 'Too many wrong codes: ask for a new one')
      }
      state.db.run('UPDATE auth_codes SET attempts = ? WHERE email = ? AND purpose = ?', [attempts, email, purpose])
      throw new HttpError(400, 'Invalid code')
    }
    state.db.run('DELETE FROM auth_codes WHERE email = ? AND purpose = ?', [email, purpose])
    return { target: row.target === null ? null : String(row.target) }
  }

  function deviceApproved(email: string, deviceId: string): boolean {
    const row = selectOne(state.db, 'SELECT approved FROM auth_devices WHERE email = ? AND device_id = ?', [email, deviceId])
    return Number(row?.approved ?? 0) === 1
  }

  function user(email: string) {
    const row = selectOne(state.db, 'SELECT email, address FROM auth_users WHERE email = ?', [email])
    return row ? { email: String(row.email), address: row.address === null ? null : String(row.address) } : undefined
  }

  function session(req: IncomingMessage): SessionClaims & { deviceId: string } {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!token) throw new HttpError(401, 'Unauthorized: no session token')
    const verified = verifySessionToken(settings.secret, token, Date.now())
    if (!verified.ok) throw new HttpError(401, verified.message)
    const row = selectOne(state.db, 'SELECT email, device_id FROM auth_sessions WHERE sid = ?', [verified.claims.sid])
    if (!row) throw new HttpError(401, 'Unauthorized: session ended')
    return { ...verified.claims, sub: String(row.email), deviceId: String(row.device_id) }
  }

  /** The signed-in account, from a device that is still approved (email code and SPEC.md §4 device link). */
  function verifiedAccount(req: IncomingMessage) {
    const { sub, deviceId } = session(req)
    if (!deviceApproved(sub, deviceId)) throw new HttpError(403, 'This device is not approved')
    const row = selectOne(state.db, 'SELECT account_id, address, solana_address, auth_share, recovery_mode FROM auth_users WHERE email = ?', [sub])
    if (!row) throw new HttpError(401, 'Unauthorized: no such user')
    const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
    return {
      email: sub,
      accountId: String(row.account_id),
      address: text(row.address),
      solanaAddress: text(row.solana_address),
      authShare: text(row.auth_share),
      recovery: text(row.recovery_mode) === 'passkey' ? ('passkey' as const) : ('service' as const),
    }
  }

  /** A new session of `email` on `deviceId`, and its token. */
  function newSession(email: string, deviceId: string, userName: string | null = null): string {
    const sid = randomUUID()
    const now = Date.now()
    state.db.run('INSERT INTO auth_sessions (sid, email, device_id, expires_at, user_name) VALUES (?, ?, ?, ?, ?)', [
      sid,
      email,
      deviceId,
      now + settings.sessionLifetimeMs,
      userName,
    ])
    const seconds = Math.floor(now / 1000)
    return signSessionToken(settings.secret, {
      sub: email,
      sid,
      iat: seconds,
      nbf: seconds + Math.floor(settings.notBeforeSkewMs / 1000),
      exp: seconds + Math.max(1, Math.floor(settings.sessionLifetimeMs / 1000)),
    })
  }

  /** The configured social provider's client (the devnet's identity provider), or a 400. */
  function socialClient(provider: string) {
    const client = state.identity?.clients[provider]
    if (!client) throw new HttpError(400, `Unknown social provider: ${provider}`)
    return client
  }
  const keySets = new Map<string, JWTVerifyGetKey>()

  /** The devnet's Farcaster relay and chain, or a 400. */
  function farcaster() {
    if (!state.farcaster) throw new HttpError(400, 'Farcaster sign-in is not available')
    return state.farcaster
  }
  let farcasterApp: { rpcUrl: string; client: ReturnType<typeof createAppClient> } | undefined
  /** The app client that verifies sign-in messages against the registries on the devnet's chain 10. */
  function farcasterClient() {
    const { relayUrl, rpcUrl } = farcaster()
    if (farcasterApp?.rpcUrl !== rpcUrl) farcasterApp = { rpcUrl, client: createAppClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) }) }
    return farcasterApp.client
  }

  function ticket(purpose: 'store' | 'fetch' | 'protect', accountId: string, address: string, solana: string): string {
    const seconds = Math.floor(Date.now() / 1000)
    return signTicket(settings.ticketKeys.privateKey, {
      iss: 'auth',
      purpose,
      sub: accountId,
      address,
      solanaAddress: solana,
      jti: randomUUID(),
      iat: seconds,
      exp: seconds + TICKET_SECONDS,
    })
  }

  return [
    {
      method: 'POST',
      path: route('\\/email\\/start'),
      async handle({ req, res, origin }) {
        const { email: given, deviceId } = parse(startBody, await readJson(req))
        const email = given.toLowerCase()
        if (user(email) && !deviceApproved(email, deviceId)) {
          const linkToken = randomBytes(16).toString('hex')
          state.db.run('INSERT OR REPLACE INTO auth_devices (email, device_id, approved, link_token) VALUES (?, ?, 0, ?)', [
            email,
            deviceId,
            linkToken,
          ])
          await mailbox().send({
            to: email,
            subject: 'Approve your new device',
            text: `Someone is signing in to your Portico wallet from a new device. If it is you, open this link to approve it:\n${origin}/secure/auth/v1/device/approve?token=${linkToken}`,
          })
          return sendJson(res, 200, { action: 'VERIFY_DEVICE' })
        }
        await mailCode(email, 'login')
        sendJson(res, 200, { action: 'VERIFY_OTP' })
      },
    },
    {
      method: 'POST',
      path: route('\\/device\\/wait'),
      async handle({ req, res }) {
        const { email: given, deviceId } = parse(startBody, await readJson(req))
        const email = given.toLowerCase()
        let gone = false
        res.once('close', () => (gone = true))
        const until = Date.now() + settings.deviceWaitMs
        while (!deviceApproved(email, deviceId)) {
          if (gone) return
          if (Date.now() >= until) throw new HttpError(408, 'The device was not approved in time')
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
        await mailCode(email, 'login')
        sendJson(res, 200, { action: 'VERIFY_OTP' })
      },
    },
    {
      method: 'GET',
      path: route('\\/device\\/approve'),
      handle({ res, url }) {
        const token = url.searchParams.get('token') ?? ''
        const row = selectOne(state.db, 'SELECT email FROM auth_devices WHERE link_token = ?', [token])
        if (!row) return sendBody(res, 404, 'text/html; charset=utf-8', '<!doctype html><title>Unknown link</title><p>This link is unknown or was already used.</p>')
        state.db.run('UPDATE auth_devices SET approved = 1, link_token = NULL WHERE link_token = ?', [token])
        sendBody(res, 200, 'text/html; charset=utf-8', '<!doctype html><title>Device approved</title><h1>Device approved</h1><p>You can go back to the app.</p>')
      },
    },
    {
      method: 'POST',
      path: route('\\/email\\/verify'),
      async handle({ req, res }) {
        const { email: given, deviceId, otp } = parse(verifyBody, await readJson(req))
        const email = given.toLowerCase()
        useCode(email, 'login', otp)
        if (!user(email)) state.db.run('INSERT INTO auth_users (email, account_id, created_at) VALUES (?, ?, ?)', [email, randomUUID(), Date.now()])
        state.db.run('INSERT OR REPLACE INTO auth_devices (email, device_id, approved, link_token) VALUES (?, ?, 1, NULL)', [email, deviceId])
        const token = newSession(email, deviceId)
        sendJson(res, 200, { token, user: user(email) })
      },
    },
    {
      method: 'POST',
      path: route('\\/social\\/start'),
      async handle({ req, res }) {
        const { issuer, clientId, authorizationEndpoint, tokenEndpoint } = socialClient(parse(socialStartBody, await readJson(req)).provider)
        sendJson(res, 200, { issuer, clientId, authorizationEndpoint, tokenEndpoint })
      },
    },
    {
      method: 'POST',
      path: route('\\/social\\/verify'),
      fault: 'socialVerify',
      async handle({ req, res }) {
        const { provider, idToken, nonce, deviceId } = parse(socialVerifyBody, await readJson(req))
        const client = socialClient(provider)
        let keys = keySets.get(client.jwksUri)
        if (!keys) keySets.set(client.jwksUri, (keys = createRemoteJWKSet(new URL(client.jwksUri))))
        const { payload } = await jwtVerify(idToken, keys, { issuer: client.issuer, audience: client.clientId, algorithms: ['RS256'] }).catch(
          (error: unknown) => {
            throw new HttpError(401, `The sign-in could not be verified: ${error instanceof Error ? error.message : String(error)}`)
          },
        )
        if (payload.nonce !== nonce) throw new HttpError(401, 'The sign-in could not be verified: nonce mismatch')
        const subject = typeof payload.sub === 'string' ? payload.sub : ''
        const claimed = typeof payload.email === 'string' ? payload.email.toLowerCase() : ''
        const name = typeof payload.preferred_username === 'string' ? payload.preferred_username : typeof payload.name === 'string' ? payload.name : null
        // The account: the one this provider's subject signed in to before, else the one of the verified email.
        const known = selectOne(state.db, 'SELECT email FROM auth_identities WHERE provider = ? AND subject = ?', [provider, subject])
        let email = known ? String(known.email) : ''
        if (!email) {
          if (!claimed || payload.email_verified !== true)
            throw new HttpError(403, `Your ${provider} account has no verified email address`)
          email = claimed
          state.db.run('INSERT INTO auth_identities (provider, subject, email) VALUES (?, ?, ?)', [provider, subject, email])
        }
        if (!user(email)) state.db.run('INSERT INTO auth_users (email, account_id, created_at) VALUES (?, ?, ?)', [email, randomUUID(), Date.now()])
        state.db.run('INSERT OR REPLACE INTO auth_devices (email, device_id, approved, link_token) VALUES (?, ?, 1, NULL)', [email, deviceId])
        const token = newSession(email, deviceId, name && name.slice(0, 80))
        sendJson(res, 200, { token, user: user(email), userName: name })
      },
    },
    {
      method: 'POST',
      path: route('\\/farcaster\\/start'),
      async handle({ req, res }) {
        const { origin } = parse(farcasterStartBody, await readJson(req))
        const { relayUrl } = farcaster()
        const page = new URL(origin)
        const nonce = randomBytes(16).toString('hex')
        state.db.run('DELETE FROM auth_farcaster_nonces WHERE expires_at <= ?', [Date.now()])
        state.db.run('INSERT INTO auth_farcaster_nonces (nonce, domain, expires_at) VALUES (?, ?, ?)', [nonce, page.host, Date.now() + FARCASTER_NONCE_MS])
        sendJson(res, 200, { relayUrl, nonce, domain: page.host, siweUri: page.origin })
      },
    },
    {
      method: 'POST',
      path: route('\\/farcaster\\/verify'),
      async handle({ req, res }) {
        const { message, signature, nonce, deviceId, username } = parse(farcasterVerifyBody, await readJson(req))
        const issued = selectOne(state.db, 'SELECT domain, expires_at FROM auth_farcaster_nonces WHERE nonce = ?', [nonce])
        // Each nonce signs in once.
        state.db.run('DELETE FROM auth_farcaster_nonces WHERE nonce = ?', [nonce])
        if (!issued || Number(issued.expires_at) <= Date.now()) throw new HttpError(401, 'The Farcaster sign-in has expired: start again')
        const verified = await farcasterClient().verifySignInMessage({ nonce, domain: String(issued.domain), message, signature: signature as `0x${string}` })
        if (verified.isError || !verified.success)
          throw new HttpError(401, `The Farcaster sign-in could not be verified: ${verified.isError ? verified.error?.message : 'invalid signature'}`)
        const subject = String(verified.fid)
        // The account of this fid: one person, one account, whichever device they sign in from.
        const known = selectOne(state.db, 'SELECT email FROM auth_identities WHERE provider = ? AND subject = ?', ['farcaster', subject])
        const email = known ? String(known.email) : `farcaster:${subject}`
        if (!known) state.db.run('INSERT INTO auth_identities (provider, subject, email) VALUES (?, ?, ?)', ['farcaster', subject, email])
        if (!user(email)) state.db.run('INSERT INTO auth_users (email, account_id, created_at) VALUES (?, ?, ?)', [email, randomUUID(), Date.now()])
        state.db.run('INSERT OR REPLACE INTO auth_devices (email, device_id, approved, link_token) VALUES (?, ?, 1, NULL)', [email, deviceId])
        const name = username && FARCASTER_USERNAME.test(username) ? username : null
        const token = newSession(email, deviceId, name)
        sendJson(res, 200, { token, user: user(email), userName: name, fid: verified.fid })
      },
    },
    {
      method: 'GET',
      path: route('\\/me'),
      fault: 'authUser',
      handle({ req, res }) {
        const { sub, sid } = session(req)
        const row = selectOne(state.db, 'SELECT user_name FROM auth_sessions WHERE sid = ?', [sid])
        const userName = row?.user_name === null || row?.user_name === undefined ? null : String(row.user_name)
        sendJson(res, 200, { user: { ...user(sub), userName } })
      },
    },
    {
      method: 'GET',
      path: route('\\/me\\/account'),
      handle({ req, res }) {
        const { address, solanaAddress, authShare, recovery } = verifiedAccount(req)
        sendJson(res, 200, { address, solanaAddress, split: authShare !== null, recovery })
      },
    },
    {
      method: 'POST',
      path: route('\\/me\\/shares\\/auth'),
      fault: 'authShares',
      handle({ req, res }) {
        const { authShare } = verifiedAccount(req)
        if (authShare === null) throw new HttpError(404, 'No key shares for this account')
        sendJson(res, 200, { share: authShare })
      },
    },
    {
      method: 'POST',
      path: route('\\/me\\/recovery\\/ticket'),
      fault: 'authShares',
      async handle({ req, res }) {
        const account = verifiedAccount(req)
        const body = parse(ticketBody, await readJson(req))
        if (body.purpose === 'fetch' || body.purpose === 'protect') {
          if (account.authShare === null || !account.address || !account.solanaAddress) throw new HttpError(404, 'No key shares for this account')
          if (body.purpose === 'protect' && account.recovery === 'passkey') throw new HttpError(409, 'A passkey already protects the recovery share')
          return sendJson(res, 200, { ticket: ticket(body.purpose, account.accountId, account.address, account.solanaAddress) })
        }
        if (account.authShare !== null) throw new HttpError(409, 'The account already has key shares')
        if (account.address && account.address.toLowerCase() !== body.address.toLowerCase())
          throw new HttpError(409, "The address is not the account's")
        sendJson(res, 200, { ticket: ticket('store', account.accountId, body.address, body.solanaAddress) })
      },
    },
    {
      method: 'POST',
      path: route('\\/me\\/account'),
      async handle({ req, res }) {
        const account = verifiedAccount(req)
        const { address, solanaAddress: solana, authShare, receipt } = parse(accountBody, await readJson(req))
        if (!state.recovery) throw new HttpError(503, 'No recovery service')
        const checked = verifyTicket(state.recovery.publicKey, receipt, { iss: 'recovery', purpose: 'stored' }, Date.now())
        if (!checked.ok) throw new HttpError(400, `Recovery receipt: ${checked.message}`)
        const { claims } = checked
        if (claims.sub !== account.accountId || claims.address.toLowerCase() !== address.toLowerCase() || claims.solanaAddress !== solana)
          throw new HttpError(400, 'Recovery receipt: for another account')
        if (account.authShare !== null) throw new HttpError(409, 'The account already has key shares')
        if (account.address && account.address.toLowerCase() !== address.toLowerCase()) throw new HttpError(409, "The address is not the account's")
        state.db.run('UPDATE auth_users SET address = ?, solana_address = ?, auth_share = ? WHERE email = ? AND auth_share IS NULL', [
          address,
          solana,
          authShare,
          account.email,
        ])
        sendJson(res, 200, { user: user(account.email) })
      },
    },
    {
      method: 'POST',
      path: route('\\/me\\/shares\\/auth\\/rotate'),
      fault: 'authShares',
      async handle({ req, res }) {
        const account = verifiedAccount(req)
        const { authShare, receipt } = parse(rotateBody, await readJson(req))
        if (!state.recovery) throw new HttpError(503, 'No recovery service')
        const checked = verifyTicket(state.recovery.publicKey, receipt, { iss: 'recovery', purpose: 'protected' }, Date.now())
        if (!checked.ok) throw new HttpError(400, `Recovery receipt: ${checked.message}`)
        const { claims } = checked
        if (account.authShare === null || !account.address) throw new HttpError(404, 'No key shares for this account')
        if (claims.sub !== account.accountId || claims.address.toLowerCase() !== account.address.toLowerCase() || claims.solanaAddress !== account.solanaAddress)
          throw new HttpError(400, 'Recovery receipt: for another account')
        state.db.run("UPDATE auth_users SET auth_share = ?, recovery_mode = 'passkey' WHERE email = ?", [authShare, account.email])
        sendJson(res, 200, { recovery: 'passkey' })
      },
    },
    {
      method: 'POST',
      path: route('\\/logout'),
      handle({ req, res }) {
        const { sid } = session(req)
        state.db.run('DELETE FROM auth_sessions WHERE sid = ?', [sid])
        sendJson(res, 200, { ok: true })
      },
    },
    {
      method: 'POST',
      path: route('\\/email\\/change'),
      async handle({ req, res }) {
        const { sub } = session(req)
        const { newEmail } = parse(z.object({ newEmail: emailSchema }), await readJson(req))
        const target = newEmail.toLowerCase()
        if (user(target)) throw new HttpError(400, 'This email address is already in use')
        await mailCode(sub, 'primary', target)
        sendJson(res, 200, { action: 'VERIFY_PRIMARY_OTP' })
      },
    },
    {
      method: 'POST',
      path: route('\\/email\\/change\\/primary'),
      async handle({ req, res }) {
        const { sub } = session(req)
        const { otp } = parse(otpBody, await readJson(req))
        const { target } = useCode(sub, 'primary', otp)
        if (!target) throw new HttpError(400, 'No email change is waiting')
        await mailCode(sub, 'secondary', target)
        sendJson(res, 200, { action: 'VERIFY_SECONDARY_OTP' })
      },
    },
    {
      method: 'POST',
      path: route('\\/email\\/change\\/secondary'),
      async handle({ req, res }) {
        const { sub } = session(req)
        const { otp } = parse(otpBody, await readJson(req))
        const { target } = useCode(sub, 'secondary', otp)
        if (!target) throw new HttpError(400, 'No email change is waiting')
        state.db.run('UPDATE auth_users SET email = ? WHERE email = ?', [target, sub])
        state.db.run('UPDATE auth_devices SET email = ? WHERE email = ?', [target, sub])
        state.db.run('UPDATE auth_sessions SET email = ? WHERE email = ?', [target, sub])
        state.db.run('UPDATE auth_identities SET email = ? WHERE email = ?', [target, sub])
        sendJson(res, 200, { user: user(target) })
      },
    },
  ]
}
