import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a session token says: whose it is, which session, and when it is valid (seconds since the epoch). */
export interface SessionClaims {
  /** The user's email address. */
  sub: string
  /** The session id (revoked on sign-out). */
  sid: string
  iat: number
  nbf: number
  exp: number
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url')
}

/**
 * Signs session claims as `<base64url JSON>.<base64url HMAC-SHA256>` (a JWT-like token without a header).
 *
 * @example
 * const token = signSessionToken(secret, { sub: 'a@b.c', sid: 'x', iat: now, nbf: now, exp: now + 3600 })
 */
export function signSessionToken(secret: string, claims: SessionClaims): string {
  const body = encode(JSON.stringify(claims))
  return `${body}.${mac(secret, body)}`
}

/** Why a token was refused; the messages are the auth server's (SPEC.md §8 server message mapping). */
export type VerifySessionTokenResult =
  | { ok: true; claims: SessionClaims }
  | { ok: false; message: string }

/**
 * Checks a session token's signature and times (`now` in milliseconds).
 *
 * @example
 * verifySessionToken(secret, token, Date.now()) // { ok: true, claims }
 */
export function verifySessionToken(secret: string, token: string, now: number): VerifySessionTokenResult {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, message: 'JWT validation error: malformed token' }
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, message: 'JWT validation error: invalid signature' }
  let claims: SessionClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SessionClaims
  } catch {
    return { ok: false, message: 'JWT validation error: malformed token' }
  }
  const seconds = Math.floor(now / 1000)
  if (claims.nbf > seconds) return { ok: false, message: 'JWT validation error: JWT Token is not yet valid' }
  if (claims.exp <= seconds) return { ok: false, message: 'JWT validation error: JWT Token has expired' }
  return { ok: true, claims }
}
