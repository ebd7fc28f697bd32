import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto'

// Signed tickets between the embedded wallet's two share holders: the auth server vouches for a session to the
// recovery service, and the recovery service vouches to the auth server that it stored a share. Each signs with
// its own Ed25519 key and knows only the other's public key, so neither can forge the other's word.

/** What a ticket says (times in seconds since the epoch). */
export interface TicketClaims {
  /** Who signed it: `auth` or `recovery`. */
  iss: string
  /** What it allows: `store` or `fetch` (auth → recovery), `stored` (recovery → auth). */
  purpose: string
  /** The account id. */
  sub: string
  /** The account's eip155 address. */
  address: string
  /** The account's Solana address. */
  solanaAddress: string
  /** Unique per ticket: a ticket is good once. */
  jti: string
  iat: number
  exp: number
}

/** A new Ed25519 key pair. */
export function newTicketKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ed25519')
}

/**
 * Signs claims as `<base64url JSON>.<base64url Ed25519 signature>`.
 *
 * @example
 * const ticket = signTicket(keys.privateKey, { iss: 'auth', purpose: 'fetch', sub, address, solanaAddress, jti, iat, exp })
 */
export function signTicket(privateKey: KeyObject, claims: TicketClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`
}

export type VerifyTicketResult = { ok: true; claims: TicketClaims } | { ok: false; message: string }

/** Checks a ticket's signature, issuer, purpose and times (`now` in milliseconds). */
export function verifyTicket(
  publicKey: KeyObject,
  ticket: string,
  expected: { iss: string; purpose: string },
  now: number,
): VerifyTicketResult {
  const [body, signature, extra] = ticket.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, message: 'Malformed ticket' }
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return { ok: false, message: 'Invalid ticket signature' }
  let claims: TicketClaims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaims
  } catch {
    return { ok: false, message: 'Malformed ticket' }
  }
  if (claims.iss !== expected.iss || claims.purpose !== expected.purpose) return { ok: false, message: `Not a ${expected.purpose} ticket` }
  const seconds = Math.floor(now / 1000)
  if (!(claims.exp > seconds) || claims.iat > seconds + 60) return { ok: false, message: 'Expired ticket' }
  return { ok: true, claims }
}
