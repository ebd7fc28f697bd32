import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../mail/startMailbox.js'
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
    expect(await call('/me', undefined, token)).toEqual({ status: 200, body: { user: { email: 'ada@example.com', address: null } } })
    const address = '0x' + 'ab'.repeat(20)
    await call('/me/address', { address }, token)
    await call('/me/address', { address: '0x' + 'cd'.repeat(20) }, token)
    expect((await call('/me', undefined, token)).body).toEqual({ user: { email: 'ada@example.com', address } })
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
    expect((await call('/me', undefined, token)).body).toEqual({ user: { email: 'dee@new.example', address: null } })
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
    const origins = await fetch(new URL('/secure/project/origins', api.secureSiteUrl))
    expect(await origins.json()).toEqual({ allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  })
})
