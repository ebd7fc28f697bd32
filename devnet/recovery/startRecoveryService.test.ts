import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newTicketKeys, signTicket, verifyTicket } from '../auth/ticket.js'
import { startRecoveryService, type RecoveryService } from './startRecoveryService.js'

describe('the recovery service', () => {
  const auth = newTicketKeys()
  const secureSite = 'http://localhost:5555'
  let recovery: RecoveryService
  beforeAll(async () => {
    recovery = await startRecoveryService({ authPublicKey: auth.publicKey, allowedOrigins: [secureSite] })
  })
  afterAll(() => recovery.stop())

  const address = '0x' + '12'.repeat(20)
  const solanaAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
  const share = Buffer.alloc(33, 3).toString('base64')
  const ticket = (purpose: string, claims: { sub?: string; address?: string; exp?: number; keys?: typeof auth } = {}) => {
    const now = Math.floor(Date.now() / 1000)
    return signTicket((claims.keys ?? auth).privateKey, {
      iss: 'auth',
      purpose,
      sub: claims.sub ?? 'account-1',
      address: claims.address ?? address,
      solanaAddress,
      jti: randomUUID(),
      iat: now,
      exp: claims.exp ?? now + 60,
    })
  }
  const post = async (path: string, body: unknown, origin = secureSite) => {
    const response = await fetch(`${recovery.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })
    return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as Record<string, unknown> }
  }

  it('keeps a share for a store ticket of the auth server, answers a receipt signed with its own key, and hands it back for a fetch ticket', async () => {
    const stored = await post('/v1/shares', { ticket: ticket('store'), share })
    expect(stored).toMatchObject({ status: 200, cors: secureSite })
    const receipt = verifyTicket(recovery.publicKey, String(stored.body.receipt), { iss: 'recovery', purpose: 'stored' }, Date.now())
    expect(receipt).toMatchObject({ ok: true, claims: { sub: 'account-1', address, solanaAddress } })
    // Its receipts are its own: the auth server's key does not check them.
    expect(verifyTicket(auth.publicKey, String(stored.body.receipt), { iss: 'recovery', purpose: 'stored' }, Date.now()).ok).toBe(false)
    expect((await post('/v1/shares/fetch', { ticket: ticket('fetch') })).body).toEqual({ share })
  })

  it('refuses tickets of another key, expired ones, for other addresses, and callers of other origins', async () => {
    await post('/v1/shares', { ticket: ticket('store', { sub: 'account-2' }), share })
    expect((await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-2', keys: newTicketKeys() }) })).body).toEqual({
      message: 'Invalid ticket signature',
    })
    expect((await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-2', exp: Math.floor(Date.now() / 1000) - 1 }) })).body).toEqual({
      message: 'Expired ticket',
    })
    expect(await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-2', address: '0x' + '34'.repeat(20) }) })).toMatchObject({
      status: 404,
      body: { message: 'No recovery share for this account' },
    })
    expect(await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-3' }) })).toMatchObject({ status: 404 })
    expect(await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-2' }) }, 'http://127.0.0.1:4444')).toEqual({
      status: 403,
      cors: null,
      body: { message: 'Origin not allowed' },
    })
    expect((await post('/v1/shares', { ticket: ticket('store'), share: 'not a share' })).status).toBe(400)
  })

  it('swaps the plain share for a sealed one for a protect ticket, hands back only the sealed one, and answers a protected receipt', async () => {
    await post('/v1/shares', { ticket: ticket('store', { sub: 'account-5' }), share })
    const sealed = {
      ciphertext: Buffer.alloc(49, 9).toString('base64'),
      iv: Buffer.alloc(12, 1).toString('base64'),
      salt: Buffer.alloc(32, 2).toString('base64'),
      credentialIds: [Buffer.alloc(32, 4).toString('base64')],
    }
    // A store or fetch ticket does not protect; a malformed record is refused.
    expect((await post('/v1/shares/protect', { ticket: ticket('fetch', { sub: 'account-5' }), sealed })).status).toBe(401)
    expect((await post('/v1/shares/protect', { ticket: ticket('protect', { sub: 'account-5' }), sealed: { ...sealed, iv: 'x' } })).status).toBe(400)
    expect((await post('/v1/shares/protect', { ticket: ticket('protect', { sub: 'account-6' }), sealed })).status).toBe(404)
    const protectedReply = await post('/v1/shares/protect', { ticket: ticket('protect', { sub: 'account-5' }), sealed })
    expect(protectedReply.status).toBe(200)
    const receipt = verifyTicket(recovery.publicKey, String(protectedReply.body.receipt), { iss: 'recovery', purpose: 'protected' }, Date.now())
    expect(receipt).toMatchObject({ ok: true, claims: { sub: 'account-5', address, solanaAddress } })
    expect((await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-5' }) })).body).toEqual({ sealed })
  })

  it('refuses connections while paused and keeps its shares for when it is back', async () => {
    await post('/v1/shares', { ticket: ticket('store', { sub: 'account-4' }), share })
    await recovery.pause()
    expect(recovery.running).toBe(false)
    await expect(fetch(`${recovery.url}/v1/key`)).rejects.toThrow()
    await recovery.resume()
    expect((await post('/v1/shares/fetch', { ticket: ticket('fetch', { sub: 'account-4' }) })).body).toEqual({ share })
  })
})
