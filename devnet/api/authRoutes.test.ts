import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newTicketKeys, signTicket } from '../auth/ticket.js'
import { startMailbox, type Mailbox } from '../mail/startMailbox.js'
import { startRecoveryService, type RecoveryService } from '../recovery/startRecoveryService.js'
import { createStore } from '../store.js'
import { createApiServer, type ApiServer } from './createApiServer.js'

describe('the devnet auth server (/secure/auth/v1)', () => {
  let api: ApiServer
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
    api = await createApiServer({ db: await createStore(), mailbox })
  })
  afterAll(async () => {
    await api.close()
    await mailbox.stop()
  })

  const call = async (path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${api.url}/secure/auth/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  const nextCode = async (to: string) => {
    const since = mailbox.messages(to).at(-1)?.seq ?? 0
    return async () => codeIn((await mailbox.waitFor(to, { since })).text)
  }

  it('mails a code, refuses a wrong one, and signs in with the right one', async () => {
    const code = await nextCode('ada@example.com')
    expect(await call('/email/start', { email: 'Ada@example.com', deviceId: 'device-one' })).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const otp = await code()
    const wrong = otp === '000000' ? '111111' : '000000'
    expect(await call('/email/verify', { email: 'ada@example.com', deviceId: 'device-one', otp: wrong })).toEqual({
      status: 400,
      body: { message: 'Invalid code' },
    })
    const signedIn = await call('/email/verify', { email: 'ada@example.com', deviceId: 'device-one', otp })
    expect(signedIn.status).toBe(200)
    const token = String(signedIn.body.token)
    expect(await call('/me', undefined, token)).toEqual({ status: 200, body: { user: { email: 'ada@example.com', address: null, userName: null } } })
    // A code is good once.
    expect((await call('/email/verify', { email: 'ada@example.com', deviceId: 'device-one', otp })).status).toBe(400)
    await call('/logout', {}, token)
    expect(await call('/me', undefined, token)).toEqual({ status: 401, body: { message: 'Unauthorized: session ended' } })
  })

  it('voids a code after the attempt limit and refuses an expired one', async () => {
    const code = await nextCode('bob@example.com')
    await call('/email/start', { email: 'bob@example.com', deviceId: 'device-one' })
    const otp = await code()
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 2; i++) await call('/email/verify', { email: 'bob@example.com', deviceId: 'device-one', otp: wrong })
    expect((await call('/email/verify', { email: 'bob@example.com', deviceId: 'device-one', otp: wrong })).body).toEqual({
      message: 'Too many wrong codes: ask for a new one',
    })
    expect((await call('/email/verify', { email: 'bob@example.com', deviceId: 'device-one', otp })).status).toBe(400)

    api.state.auth.codeLifetimeMs = 1
    try {
      const again = await nextCode('bob@example.com')
      await call('/email/start', { email: 'bob@example.com', deviceId: 'device-one' })
      const expired = await again()
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect((await call('/email/verify', { email: 'bob@example.com', deviceId: 'device-one', otp: expired })).body).toEqual({
        message: 'The code has expired',
      })
    } finally {
      api.state.auth.codeLifetimeMs = 600_000
    }
  })

  it('asks a known user on a new device to approve it by the mailed link, then mails a code', async () => {
    const first = await nextCode('cy@example.com')
    await call('/email/start', { email: 'cy@example.com', deviceId: 'device-one' })
    await call('/email/verify', { email: 'cy@example.com', deviceId: 'device-one', otp: await first() })

    const since = mailbox.messages('cy@example.com').at(-1)?.seq ?? 0
    expect((await call('/email/start', { email: 'cy@example.com', deviceId: 'device-two' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await mailbox.waitFor('cy@example.com', { since })
    const link = /http:\/\/\S+/.exec(mail.text)?.[0] ?? ''
    const waiting = call('/device/wait', { email: 'cy@example.com', deviceId: 'device-two' })
    const code = await nextCode('cy@example.com')
    expect((await fetch(link)).status).toBe(200)
    expect((await waiting).body).toEqual({ action: 'VERIFY_OTP' })
    expect((await call('/email/verify', { email: 'cy@example.com', deviceId: 'device-two', otp: await code() })).status).toBe(200)
  })

  it('changes the email address with a code to the old address, then one to the new', async () => {
    const first = await nextCode('dee@example.com')
    await call('/email/start', { email: 'dee@example.com', deviceId: 'device-one' })
    const token = String((await call('/email/verify', { email: 'dee@example.com', deviceId: 'device-one', otp: await first() })).body.token)
    const primary = await nextCode('dee@example.com')
    expect((await call('/email/change', { newEmail: 'dee@new.example' }, token)).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const secondary = await nextCode('dee@new.example')
    expect((await call('/email/change/primary', { otp: await primary() }, token)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect((await call('/email/change/secondary', { otp: await secondary() }, token)).body).toEqual({
      user: { email: 'dee@new.example', address: null },
    })
    expect((await call('/me', undefined, token)).body).toEqual({ user: { email: 'dee@new.example', address: null, userName: null } })
  })

  it('serves the secure site only to the allowed origins, running its own script alone', async () => {
    const response = await fetch(api.secureSiteUrl.replace('localhost', '127.0.0.1'))
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*')
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('<script type="module" src="/secure/sdk.js"></script>')
    expect(html).not.toMatch(/<script[^>]*>[^<]/)
    const script = await fetch(new URL('/secure/sdk.js', api.secureSiteUrl))
    expect(script.headers.get('content-type')).toContain('text/javascript')
    // The smart account's signer is a file of its own, which the page fetches by import() from the same origin.
    const page = await script.text()
    expect(page).toContain('import("./smartAccountSigner.js")')
    expect(page).not.toContain('eth_getUserOperationReceipt')
    const lazy = await fetch(new URL('/secure/smartAccountSigner.js', api.secureSiteUrl))
    expect(lazy.status).toBe(200)
    expect(await lazy.text()).toContain('eth_getUserOperationReceipt')
    expect((await fetch(new URL('/secure/none.js', api.secureSiteUrl))).status).toBe(404)
    const origins = await fetch(new URL('/secure/project/origins', api.secureSiteUrl))
    expect(await origins.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  })

  describe('the key shares (README "The embedded wallet\'s account")', () => {
    let recovery: RecoveryService
    beforeAll(async () => {
      recovery = await startRecoveryService({ authPublicKey: api.state.auth.ticketKeys.publicKey })
      api.state.recovery = recovery
    })
    afterAll(async () => {
      api.state.recovery = undefined
      await recovery.stop()
    })
    const signIn = async (email: string, deviceId = 'device-one') => {
      const code = await nextCode(email)
      await call('/email/start', { email, deviceId })
      return String((await call('/email/verify', { email, deviceId, otp: await code() })).body.token)
    }
    const toRecovery = async (path: string, body: unknown) => {
      const response = await fetch(`${recovery.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const address = '0x' + 'ab'.repeat(20)
    const solanaAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const authShare = Buffer.alloc(33, 7).toString('base64')
    const recoveryShare = Buffer.alloc(33, 9).toString('base64')

    it('records a split once, with the recovery service\'s receipt, and hands each share only for its account', async () => {
      const token = await signIn('kim@example.com')
      expect((await call('/me/account', undefined, token)).body).toEqual({ address: null, solanaAddress: null, split: false, recovery: 'service' })
      expect(await call('/me/shares/auth', {}, token)).toEqual({ status: 404, body: { message: 'No key shares for this account' } })
      expect((await call('/me/recovery/ticket', { purpose: 'fetch' }, token)).status).toBe(404)

      // The recovery share first: a store ticket from the auth server, then a receipt from the recovery service.
      const store = String((await call('/me/recovery/ticket', { purpose: 'store', address, solanaAddress }, token)).body.ticket)
      const stored = await toRecovery('/v1/shares', { ticket: store, share: recoveryShare })
      expect(stored.status).toBe(200)
      const receipt = String(stored.body.receipt)
      // A ticket is good once.
      expect(await toRecovery('/v1/shares', { ticket: store, share: recoveryShare })).toEqual({ status: 401, body: { message: 'Ticket already used' } })

      // No receipt of the recovery service's own key, or one for other addresses: nothing recorded.
      const forger = newTicketKeys()
      const now = Math.floor(Date.now() / 1000)
      const forged = signTicket(forger.privateKey, { iss: 'recovery', purpose: 'stored', sub: 'x', address, solanaAddress, jti: 'j', iat: now, exp: now + 60 })
      expect(await call('/me/account', { address, solanaAddress, authShare, receipt: forged }, token)).toEqual({
        status: 400,
        body: { message: 'Recovery receipt: Invalid ticket signature' },
      })
      const other = '0x' + 'cd'.repeat(20)
      expect((await call('/me/account', { address: other, solanaAddress, authShare, receipt }, token)).body).toEqual({
        message: 'Recovery receipt: for another account',
      })
      expect((await call('/me/account', { address, solanaAddress, authShare, receipt }, token)).body).toEqual({ user: { email: 'kim@example.com', address } })
      expect((await call('/me/account', undefined, token)).body).toEqual({ address, solanaAddress, split: true, recovery: 'service' })
      // Once split, the shares stay: no second split, no new store ticket.
      expect((await call('/me/account', { address: other, solanaAddress, authShare, receipt }, token)).status).toBe(400)
      expect(await call('/me/recovery/ticket', { purpose: 'store', address, solanaAddress }, token)).toEqual({
        status: 409,
        body: { message: 'The account already has key shares' },
      })

      expect((await call('/me/shares/auth', {}, token)).body).toEqual({ share: authShare })
      const fetchTicket = String((await call('/me/recovery/ticket', { purpose: 'fetch' }, token)).body.ticket)
      expect(await toRecovery('/v1/shares/fetch', { ticket: fetchTicket })).toEqual({ status: 200, body: { share: recoveryShare } })
      expect((await toRecovery('/v1/shares/fetch', { ticket: fetchTicket })).status).toBe(401)
      // A store ticket does not fetch; a token of the auth server's session is no ticket.
      expect((await toRecovery('/v1/shares/fetch', { ticket: store })).status).toBe(401)
      expect(await toRecovery('/v1/shares/fetch', { ticket: token })).toEqual({ status: 401, body: { message: 'Invalid ticket signature' } })

      // Another person gets neither share of this account.
      const lee = await signIn('lee@example.com')
      expect((await call('/me/shares/auth', {}, lee)).status).toBe(404)
      expect((await call('/me/recovery/ticket', { purpose: 'fetch' }, lee)).status).toBe(404)
    })

    it('hands the auth share only to a device that is still approved, and not while the fault is on', async () => {
      const token = await signIn('max@example.com')
      const store = String((await call('/me/recovery/ticket', { purpose: 'store', address, solanaAddress }, token)).body.ticket)
      const { receipt } = (await toRecovery('/v1/shares', { ticket: store, share: recoveryShare })).body
      await call('/me/account', { address, solanaAddress, authShare, receipt }, token)

      api.state.faults.set({ authShares: 503 })
      try {
        expect((await call('/me/shares/auth', {}, token)).status).toBe(503)
        expect((await call('/me/recovery/ticket', { purpose: 'fetch' }, token)).status).toBe(503)
      } finally {
        api.state.faults.set({})
      }
      api.state.db.run("UPDATE auth_devices SET approved = 0 WHERE email = 'max@example.com'")
      expect(await call('/me/shares/auth', {}, token)).toEqual({ status: 403, body: { message: 'This device is not approved' } })
      expect((await call('/me/recovery/ticket', { purpose: 'fetch' }, token)).status).toBe(403)
      expect((await call('/me/shares/auth', {})).status).toBe(401)
    })

    it('swaps its share for a new split\'s only with the recovery service\'s protected receipt for the account, then says a passkey protects it', async () => {
      const token = await signIn('pia@example.com')
      const store = String((await call('/me/recovery/ticket', { purpose: 'store', address, solanaAddress }, token)).body.ticket)
      const { receipt } = (await toRecovery('/v1/shares', { ticket: store, share: recoveryShare })).body
      await call('/me/account', { address, solanaAddress, authShare, receipt }, token)
      const newAuthShare = Buffer.alloc(33, 5).toString('base64')
      // A stored receipt is no protected one.
      expect(await call('/me/shares/auth/rotate', { authShare: newAuthShare, receipt }, token)).toEqual({
        status: 400,
        body: { message: 'Recovery receipt: Not a protected ticket' },
      })
      const protect = String((await call('/me/recovery/ticket', { purpose: 'protect' }, token)).body.ticket)
      const sealed = {
        ciphertext: Buffer.alloc(49, 9).toString('base64'),
        iv: Buffer.alloc(12, 1).toString('base64'),
        salt: Buffer.alloc(32, 2).toString('base64'),
        credentialIds: [Buffer.alloc(32, 4).toString('base64')],
      }
      const protectedReceipt = String((await toRecovery('/v1/shares/protect', { ticket: protect, sealed })).body.receipt)
      // Another person's session cannot use it.
      const other = await signIn('quin@example.com')
      expect((await call('/me/shares/auth/rotate', { authShare: newAuthShare, receipt: protectedReceipt }, other)).status).toBe(404)
      expect((await call('/me/shares/auth/rotate', { authShare: newAuthShare, receipt: protectedReceipt }, token)).body).toEqual({ recovery: 'passkey' })
      expect((await call('/me/shares/auth', {}, token)).body).toEqual({ share: newAuthShare })
      expect((await call('/me/account', undefined, token)).body).toEqual({ address, solanaAddress, split: true, recovery: 'passkey' })
      expect(await call('/me/recovery/ticket', { purpose: 'protect' }, token)).toEqual({
        status: 409,
        body: { message: 'A passkey already protects the recovery share' },
      })
      const fetchTicket = String((await call('/me/recovery/ticket', { purpose: 'fetch' }, token)).body.ticket)
      expect((await toRecovery('/v1/shares/fetch', { ticket: fetchTicket })).body).toEqual({ sealed })
    })

    it('takes a store ticket for an account made before key sharing only with its own address', async () => {
      const token = await signIn('ned@example.com')
      api.state.db.run("UPDATE auth_users SET address = ? WHERE email = 'ned@example.com'", [address])
      expect(await call('/me/recovery/ticket', { purpose: 'store', address: '0x' + 'cd'.repeat(20), solanaAddress }, token)).toEqual({
        status: 409,
        body: { message: "The address is not the account's" },
      })
      expect((await call('/me/recovery/ticket', { purpose: 'store', address, solanaAddress }, token)).status).toBe(200)
    })
  })
})
