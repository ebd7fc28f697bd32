import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer, type ApiServer } from '../devnet/api/createApiServer.js'
import { startMailbox, type Mailbox } from '../devnet/mail/startMailbox.js'
import { startRecoveryService, type RecoveryService } from '../devnet/recovery/startRecoveryService.js'
import { createStore } from '../devnet/store.js'
import type { KeyStore } from './keyStore.js'
import { legacyKeyNames, openAccount, PasskeyRequiredError, protectAccount, recoveryMode, unlockAccount, type Passkey } from './openAccount.js'
import { PasskeyError } from './passkey.js'
import { AccountError, decodeShare, rebuildKeys } from './shares.js'

/** An authenticator with the PRF extension: HMAC-SHA256 of the salt under a per-credential secret (as CTAP's hmac-secret). */
function fakeAuthenticator(): Passkey & { credentials: Map<string, Uint8Array>; cancel: boolean } {
  const credentials = new Map<string, Uint8Array>()
  const output = async (secret: Uint8Array, salt: Uint8Array) => {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    return new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(salt)))
  }
  const authenticator = {
    credentials,
    cancel: false,
    async create(_name: string, salt: Uint8Array) {
      const credentialId = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')
      credentials.set(credentialId, crypto.getRandomValues(new Uint8Array(32)))
      return { credentialId, prf: await output(credentials.get(credentialId)!, salt) }
    },
    async prf(ids: readonly string[], salt: Uint8Array) {
      const credentialId = ids.find((id) => credentials.has(id))
      if (authenticator.cancel || !credentialId) throw new PasskeyError('PASSKEY_CANCELLED')
      return { credentialId, prf: await output(credentials.get(credentialId)!, salt) }
    },
  }
  return authenticator
}

/** A device's database in memory (the frame's wraps its secrets under a WebCrypto key; this test reads them). */
function memoryStore(): KeyStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    get: async <value>(key: string) => entries.get(key) as value | undefined,
    set: async (key, value) => void entries.set(key, value),
    delete: async (key) => void entries.delete(key),
    putSecret: async (key, secret) => void entries.set(key, secret),
    getSecret: async (key) => entries.get(key) as string | undefined,
  }
}

describe('opening the account from its key shares, against the devnet auth server and recovery service', () => {
  let api: ApiServer
  let mailbox: Mailbox
  let recovery: RecoveryService
  beforeAll(async () => {
    mailbox = await startMailbox()
    api = await createApiServer({ db: await createStore(), mailbox })
    recovery = await startRecoveryService({ authPublicKey: api.state.auth.ticketKeys.publicKey })
    api.state.recovery = recovery
  })
  afterAll(async () => {
    await recovery.stop()
    await api.close()
    await mailbox.stop()
  })

  /** An email login on a device: a session token for the auth server (a known user's new device approved by its link). */
  async function signIn(email: string, deviceId: string): Promise<string> {
    const post = async (path: string, body: unknown) =>
      (await (await fetch(`${api.url}/secure/auth/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, string>
    const since = mailbox.messages(email).at(-1)?.seq ?? 0
    const { action } = await post('/email/start', { email, deviceId })
    let mail = await mailbox.waitFor(email, { since })
    if (action === 'VERIFY_DEVICE') {
      const waiting = post('/device/wait', { email, deviceId })
      await fetch(/http:\/\/\S+/.exec(mail.text)?.[0] ?? '')
      await waiting
      mail = await mailbox.waitFor(email, { since: mail.seq })
    }
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
    return (await post('/email/verify', { email, deviceId, otp })).token ?? ''
  }

  const device = async (email: string, deviceId: string, store = memoryStore(), passkey?: Passkey) => {
    const token = await signIn(email, deviceId)
    const auth = async <value>(path: string, body?: unknown): Promise<value> => {
      const response = await fetch(`${api.url}/secure/auth/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const json = (await response.json()) as { message?: string }
      if (!response.ok) throw new Error(json.message)
      return json as value
    }
    const parameters = { auth, recoveryUrl: recovery.url, store, email, passkey }
    return { store, parameters, open: () => openAccount(parameters) }
  }
  const accountRow = (email: string) => api.state.db.exec('SELECT address, solana_address, auth_share FROM auth_users WHERE email = ?', [email])[0]?.values[0]
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

  it('splits a new account on its first device, and a second device rebuilds the same keys for both families', async () => {
    const first = await device('ann@example.com', 'device-one')
    const keys = await first.open()
    expect(privateKeyToAccount(keys.evmKey).address).toBe(keys.address)
    expect(keys.solanaAddress).toBe(base58.encode(ed25519.getPublicKey(hex.decode(keys.solanaKey))))
    // The device keeps one share, no key; the auth server keeps the addresses and its share.
    expect([...first.store.entries.keys()]).toEqual([`device-share:${keys.address.toLowerCase()}`])
    const deviceShare = String(first.store.entries.get(`device-share:${keys.address.toLowerCase()}`))
    expect(JSON.stringify([...first.store.entries.values()])).not.toContain(keys.evmKey.slice(2))
    const [address, solanaAddress, authShare] = accountRow('ann@example.com') ?? []
    expect({ address, solanaAddress }).toEqual({ address: keys.address, solanaAddress: keys.solanaAddress })
    expect(authShare).not.toBe(deviceShare)

    // The same device again: its share and the auth server's, without the recovery service.
    await recovery.pause()
    try {
      expect(await (await device('ann@example.com', 'device-one', first.store)).open()).toEqual(keys)
    } finally {
      await recovery.resume()
    }

    // A new device: the auth and recovery shares, then a share of its own that works without the recovery service.
    const second = await device('ann@example.com', 'device-two')
    expect(await second.open()).toEqual(keys)
    const secondShare = String(second.store.entries.get(`device-share:${keys.address.toLowerCase()}`))
    expect(secondShare).not.toBe(deviceShare)
    await recovery.pause()
    try {
      expect(await (await device('ann@example.com', 'device-two', second.store)).open()).toEqual(keys)
      // The first device's share still works beside the second's (one polynomial).
      expect(await (await device('ann@example.com', 'device-one', first.store)).open()).toEqual(keys)
    } finally {
      await recovery.resume()
    }
  })

  it('says which server failed, and leaves a new device without a share, when a share cannot be had', async () => {
    const keys = await (await device('bo@example.com', 'device-one')).open()
    const fresh = await device('bo@example.com', 'device-two')
    await recovery.pause()
    try {
      const error = await failure(fresh.open())
      expect(error).toBeInstanceOf(AccountError)
      expect(error).toMatchObject({ code: 'RECOVERY_UNAVAILABLE', message: expect.stringMatching(/recovery service/) })
      expect(fresh.store.entries.size).toBe(0)
    } finally {
      await recovery.resume()
    }
    api.state.faults.set({ authShares: 503 })
    try {
      expect(await failure(fresh.open())).toMatchObject({ code: 'AUTH_SHARE_UNAVAILABLE' })
      expect(fresh.store.entries.size).toBe(0)
    } finally {
      api.state.faults.set({})
    }
    // A session the auth server refuses keeps the server's message (SPEC.md §8 maps it), not a share error.
    api.state.faults.set({ authShares: { respond: 401, body: { message: 'JWT validation error: JWT Token is not yet valid' } } })
    try {
      expect(await failure(fresh.open())).toMatchObject({ message: 'JWT validation error: JWT Token is not yet valid' })
    } finally {
      api.state.faults.set({})
    }
    expect(await fresh.open()).toEqual(keys)
  })

  it('says WRONG_SHARES when the shares do not rebuild the account, and takes the recovery share for a damaged device share', async () => {
    const first = await device('cat@example.com', 'device-one')
    const keys = await first.open()
    const name = `device-share:${keys.address.toLowerCase()}`
    const damaged = Buffer.from(String(first.store.entries.get(name)), 'base64')
    damaged[0] = (damaged[0] ?? 0) ^ 0xff
    first.store.entries.set(name, damaged.toString('base64'))
    expect(await (await device('cat@example.com', 'device-one', first.store)).open()).toEqual(keys)
    expect(first.store.entries.get(name)).not.toBe(damaged.toString('base64'))

    // The auth server's share damaged: neither pair rebuilds the address. An error, and no other wallet.
    const [, , authShare] = accountRow('cat@example.com') ?? []
    const bad = Buffer.from(String(authShare), 'base64')
    bad[5] = (bad[5] ?? 0) ^ 1
    api.state.db.run("UPDATE auth_users SET auth_share = ? WHERE email = 'cat@example.com'", [bad.toString('base64')])
    const error = await failure((await device('cat@example.com', 'device-one', first.store)).open())
    expect(error).toMatchObject({ code: 'WRONG_SHARES', message: expect.stringMatching(/no new wallet was made/) })
    expect(accountRow('cat@example.com')?.[0]).toBe(keys.address)
  })

  it('makes no account when the recovery service cannot take its share', async () => {
    const first = await device('dan@example.com', 'device-one')
    await recovery.pause()
    try {
      expect(await failure(first.open())).toMatchObject({ code: 'SETUP_FAILED' })
    } finally {
      await recovery.resume()
    }
    expect(accountRow('dan@example.com')).toEqual([null, null, null])
    expect(first.store.entries.size).toBe(0)
    expect((await first.open()).address).toMatch(/^0x/)
  })

  it('carries an account made before key sharing over with its own keys, and tells another device where its key is', async () => {
    const evmKey = `0x${'5a'.repeat(32)}` as const
    const solanaKey = '6b'.repeat(32)
    const store = memoryStore()
    const names = legacyKeyNames('eve@example.com')
    store.entries.set(names.evm, evmKey)
    store.entries.set(names.solana, solanaKey)
    const legacy = await device('eve@example.com', 'device-one', store)
    const address = privateKeyToAccount(evmKey).address
    api.state.db.run("UPDATE auth_users SET address = ? WHERE email = 'eve@example.com'", [address])

    const other = await device('eve@example.com', 'device-two')
    expect(await failure(other.open())).toMatchObject({ code: 'KEY_ON_OTHER_DEVICE' })

    const keys = await legacy.open()
    expect(keys).toMatchObject({ evmKey, solanaKey, address })
    expect(store.entries.has(names.evm)).toBe(false)
    expect(store.entries.has(names.solana)).toBe(false)
    expect(await other.open()).toEqual(keys)
  })

  it('seals the recovery share under a passkey: a new device needs it, a cancelled or other passkey changes nothing, and the servers\' shares alone rebuild nothing', async () => {
    const authenticator = fakeAuthenticator()
    const first = await device('fay@example.com', 'device-one', memoryStore(), authenticator)
    const opened = await first.open()
    expect(await recoveryMode(first.parameters)).toBe('service')
    const [, , oldAuthShare] = accountRow('fay@example.com') ?? []
    // The plain recovery share the recovery service held until now (a copy it might have kept).
    const { ticket } = await first.parameters.auth<{ ticket: string }>('/me/recovery/ticket', { purpose: 'fetch' })
    const oldRecovery = await fetch(`${recovery.url}/v1/shares/fetch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket }) })
    const { share: oldRecoveryShare } = (await oldRecovery.json()) as { share: string }
    await protectAccount(first.parameters, opened)
    expect(await recoveryMode(first.parameters)).toBe('passkey')
    // A new split: the auth server's share changed, and this device's new share opens the account without the recovery service.
    const [, , authShare] = accountRow('fay@example.com') ?? []
    expect(authShare).not.toBe(oldAuthShare)
    // The new auth share with the old plain recovery share: not the account (a kept copy is worth nothing).
    const expected = { address: opened.address, solanaAddress: opened.solanaAddress }
    expect(await failure(rebuildKeys([decodeShare(String(authShare)), decodeShare(oldRecoveryShare)], expected))).toMatchObject({ code: 'WRONG_SHARES' })
    await recovery.pause()
    try {
      expect(await (await device('fay@example.com', 'device-one', first.store, authenticator)).open()).toEqual(opened)
    } finally {
      await recovery.resume()
    }

    // A new device: the passkey is required; the error carries what it needs to try again.
    const other = await device('fay@example.com', 'device-two', memoryStore(), fakeAuthenticator())
    const required = await failure(other.open())
    expect(required).toBeInstanceOf(PasskeyRequiredError)
    expect(required).toMatchObject({ code: 'PASSKEY_REQUIRED' })
    const { pending } = required as PasskeyRequiredError
    // The auth share and the sealed recovery share do not rebuild the account (the old plain share is gone too).
    expect(pending.sealed.ciphertext).not.toContain(String(oldAuthShare))
    // Another authenticator (no credential of the account): cancelled, nothing stored.
    expect(await failure(unlockAccount(other.parameters, pending))).toMatchObject({ code: 'PASSKEY_CANCELLED' })
    expect(other.store.entries.size).toBe(0)
    // A passkey whose output is not the one: the seal does not open.
    const impostor = fakeAuthenticator()
    impostor.credentials.set(pending.sealed.credentialIds[0]!, crypto.getRandomValues(new Uint8Array(32)))
    expect(await failure(unlockAccount({ ...other.parameters, passkey: impostor }, pending))).toMatchObject({ code: 'PASSKEY_WRONG' })
    expect(other.store.entries.size).toBe(0)
    // The person's passkey: the same keys, and a share of this device's own.
    expect(await unlockAccount({ ...other.parameters, passkey: authenticator }, pending)).toEqual(opened)
    expect(other.store.entries.size).toBe(1)
    expect(await (await device('fay@example.com', 'device-two', other.store)).open()).toEqual(opened)
    // Protecting twice is refused by the auth server: nothing changes.
    expect(await failure(protectAccount(first.parameters, opened))).toMatchObject({ code: 'PROTECT_FAILED' })
    expect(accountRow('fay@example.com')?.[2]).toBe(authShare)
  })
})
