import { describe, expect, it } from 'vitest'
import { signSessionToken, verifySessionToken } from './sessionToken.js'

const now = 1_800_000_000_000
const seconds = now / 1000
const claims = { sub: 'ada@example.com', sid: 's1', iat: seconds, nbf: seconds, exp: seconds + 60 }

describe('session tokens', () => {
  it('verify with the secret they were signed with', () => {
    const token = signSessionToken('secret', claims)
    expect(verifySessionToken('secret', token, now)).toEqual({ ok: true, claims })
  })

  it('are refused when signed with another secret or changed', () => {
    const token = signSessionToken('secret', claims)
    expect(verifySessionToken('other', token, now)).toEqual({ ok: false, message: 'JWT validation error: invalid signature' })
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 'eve@example.com' })).toString('base64url')}.${token.split('.')[1]}`
    expect(verifySessionToken('secret', forged, now).ok).toBe(false)
    expect(verifySessionToken('secret', 'garbage', now).ok).toBe(false)
  })

  it('expire, and are not valid before their start', () => {
    const token = signSessionToken('secret', claims)
    expect(verifySessionToken('secret', token, now + 60_000)).toEqual({ ok: false, message: 'JWT validation error: JWT Token has expired' })
    expect(verifySessionToken('secret', token, now - 1000)).toEqual({
      ok: false,
      message: 'JWT validation error: JWT Token is not yet valid',
    })
  })
})
