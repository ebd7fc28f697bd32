import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { accountKeys, legacyAccountSecret, newAccountSecret, type AccountKeys } from './accountSecret.js'
import type { KeyStore } from './keyStore.js'
import { newSolanaKey } from '../chains/solana/embedded/frameSigner.js'
import { createPasskey, newSalt, openShare, passkeyPrf, sealShare, type ProtectedShare } from './passkey.js'
import { AccountError, decodeShare, encodeShare, freshX, rebuildKeys, shareAt, shareX, splitSecret, type AccountErrorCode } from './shares.js'

// Opening the signed-in person's account inside the frame (README "The embedded wallet's account"): this device's
// share with the auth server's rebuilds the secret; a device without a share (a new one, or one whose site data
// was cleared) takes the recovery service's share instead and gets a share of its own; an account without shares
// is split here, once. The secret and the keys stay in this frame; the servers only ever see one share each.

export interface OpenAccountParameters {
  /** Calls the auth server as the signed-in session (rejects with the server's message). */
  auth<value>(path: string, body?: unknown): Promise<value>
  /** The recovery service's base URL, as the page names it. */
  recoveryUrl: string | undefined
  /** The frame's database: this device's share, wrapped under its non-extractable key. */
  store: KeyStore
  /** The signed-in email: where a key made before key sharing is kept on this device. */
  email: string
  /** The WebAuthn ceremonies (secure-site/passkey.ts); tests give their own. */
  passkey?: Passkey | undefined
}

/** The two passkey ceremonies the recovery share's protection needs. */
export interface Passkey {
  create: typeof createPasskey
  prf: typeof passkeyPrf
}

const WEBAUTHN: Passkey = { create: createPasskey, prf: passkeyPrf }

/** An opened account: its keys, and the secret they come from (kept in this frame's memory only). */
export interface OpenedAccount extends AccountKeys {
  secret: Uint8Array
}

/** What a new device holds while it waits for the passkey: the auth share and the sealed recovery share. */
export interface PendingUnlock {
  authShare: Uint8Array
  sealed: ProtectedShare
  expected: { address: string; solanaAddress: string }
}

/**
 * The account's recovery share is sealed under a passkey and this device has no share of its own: the person's
 * passkey opens it (`unlockAccount`). Nothing was changed.
 */
export class PasskeyRequiredError extends AccountError {
  constructor(readonly pending: PendingUnlock) {
    super('PASSKEY_REQUIRED')
  }
}

/** Where this device keeps its share of the account with address `address`. */
const deviceShareName = (address: string) => `device-share:${address.toLowerCase()}`
/** Where a key made before key sharing was kept (eip155 key, Solana seed), per email. */
export const legacyKeyNames = (email: string) => ({ evm: `key:${email}`, solana: `solana-key:${email}` })

interface ServerAccount {
  address: string | null
  solanaAddress: string | null
  split: boolean
  /** Who keeps the recovery share: the recovery service in plain, or sealed under a passkey. */
  recovery?: 'service' | 'passkey'
}

/** The data a sealed recovery share is bound to: it opens only for this account. */
const sealedFor = (expected: { address: string; solanaAddress: string }) => `${expected.address.toLowerCase()}|${expected.solanaAddress}`

/** The auth server's word on the session itself (SPEC.md §8 server message mapping): passed on as it is. */
const SESSION_ERROR = /^(JWT validation error|Unauthorized)/

/** Runs `step`; a failure becomes the account error `code` (the person's message), its cause kept. */
async function step<value>(code: AccountErrorCode, run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (cause) {
    if (cause instanceof AccountError || (cause instanceof Error && SESSION_ERROR.test(cause.message))) throw cause
    throw new AccountError(code, { cause })
  }
}

async function recoveryCall<value>(recoveryUrl: string | undefined, path: string, body: unknown): Promise<value> {
  if (!recoveryUrl) throw new Error('No recovery service')
  const response = await fetch(`${recoveryUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) throw new Error(json.message ?? `HTTP status code: ${response.status}`)
  return json as value
}

/** Keeps this device's share: a new point of the polynomial the two shares lie on, so every other share stays good. */
async function newDeviceShare(store: KeyStore, address: string, shares: [Uint8Array, Uint8Array]): Promise<void> {
  const share = await shareAt(shares, freshX(shares.map(shareX)))
  await store.putSecret(deviceShareName(address), encodeShare(share))
}

/** The account's keys, rebuilt from two of its shares and checked against its addresses. */
async function rebuild({ auth, recoveryUrl, store }: OpenAccountParameters, account: ServerAccount): Promise<OpenedAccount> {
  if (!account.address || !account.solanaAddress) throw new AccountError('WRONG_SHARES')
  const expected = { address: account.address, solanaAddress: account.solanaAddress }
  const authShare = decodeShare((await step('AUTH_SHARE_UNAVAILABLE', () => auth<{ share: string }>('/me/shares/auth', {}))).share)
  const stored = await store.getSecret(deviceShareName(expected.address))
  if (stored) {
    try {
      const { keys, secret } = await rebuildKeys([decodeShare(stored), authShare], expected)
      return { ...keys, secret }
    } catch (error) {
      // A damaged device share: the recovery service's share rebuilds the account and replaces it.
      if (!(error instanceof AccountError)) throw error
    }
  }
  const { ticket } = await step('AUTH_SHARE_UNAVAILABLE', () => auth<{ ticket: string }>('/me/recovery/ticket', { purpose: 'fetch' }))
  const { share, sealed } = await step('RECOVERY_UNAVAILABLE', () =>
    recoveryCall<{ share?: string; sealed?: ProtectedShare }>(recoveryUrl, '/v1/shares/fetch', { ticket }),
  )
  if (sealed) throw new PasskeyRequiredError({ authShare, sealed, expected })
  if (!share) throw new AccountError('RECOVERY_UNAVAILABLE')
  const recoveryShare = decodeShare(share)
  const { keys, secret } = await rebuildKeys([authShare, recoveryShare], expected)
  await newDeviceShare(store, expected.address, [authShare, recoveryShare])
  return { ...keys, secret }
}

/**
 * Opens the account on a new device with the person's passkey: its PRF output opens the sealed recovery share,
 * which with the auth share rebuilds the account, checked against its addresses; this device gets its share.
 * A cancelled ceremony or another passkey fails with a PasskeyError, and the pending unlock stays good to retry.
 */
export async function unlockAccount({ store, passkey = WEBAUTHN }: OpenAccountParameters, pending: PendingUnlock): Promise<OpenedAccount> {
  const { prf } = await passkey.prf(pending.sealed.credentialIds, decodeShare(pending.sealed.salt))
  const recoveryShare = await openShare(pending.sealed, prf, sealedFor(pending.expected))
  const { keys, secret } = await rebuildKeys([pending.authShare, recoveryShare], pending.expected)
  await newDeviceShare(store, pending.expected.address, [pending.authShare, recoveryShare])
  return { ...keys, secret }
}

/** Whether a passkey seals the signed-in account's recovery share. */
export async function recoveryMode({ auth }: Pick<OpenAccountParameters, 'auth'>): Promise<'service' | 'passkey'> {
  const account = await auth<ServerAccount>('/me/account')
  return account.recovery ?? 'service'
}

/**
 * Seals the recovery share under a new passkey (README "The embedded wallet's account"). The account is split
 * anew, so no share held before (by a server or another device) combines with the new ones: the recovery
 * service swaps its plain share for the sealed new one, then the auth server takes the new auth share on the
 * recovery service's receipt, and this device keeps its new share. Other devices ask for the passkey once.
 * Call it in the person's click (the ceremony needs it).
 */
export async function protectAccount(
  { auth, recoveryUrl, store, email, passkey = WEBAUTHN }: OpenAccountParameters,
  opened: OpenedAccount,
): Promise<void> {
  const salt = newSalt()
  const { credentialId, prf } = await passkey.create(email, salt)
  const expected = { address: opened.address, solanaAddress: opened.solanaAddress }
  const shares = await splitSecret(opened.secret)
  const sealed = await sealShare(shares.recovery, prf, salt, sealedFor(expected), [credentialId])
  await step('PROTECT_FAILED', async () => {
    const { ticket } = await auth<{ ticket: string }>('/me/recovery/ticket', { purpose: 'protect' })
    const { receipt } = await recoveryCall<{ receipt: string }>(recoveryUrl, '/v1/shares/protect', { ticket, sealed })
    await auth('/me/shares/auth/rotate', { authShare: encodeShare(shares.auth), receipt })
  })
  await store.putSecret(deviceShareName(expected.address), encodeShare(shares.device))
}

/** Splits a new account (or one made before key sharing, with its own keys) and hands out the shares. */
async function create({ auth, recoveryUrl, store, email }: OpenAccountParameters, account: ServerAccount): Promise<OpenedAccount> {
  const names = legacyKeyNames(email)
  const legacyKey = (await store.getSecret(names.evm)) as Hex | undefined
  if (account.address && (!legacyKey || privateKeyToAccount(legacyKey).address.toLowerCase() !== account.address.toLowerCase()))
    throw new AccountError('KEY_ON_OTHER_DEVICE')
  const secret = legacyKey ? legacyAccountSecret(legacyKey, (await store.getSecret(names.solana)) ?? newSolanaKey()) : newAccountSecret()
  const keys = await accountKeys(secret)
  const shares = await splitSecret(secret)
  const { address, solanaAddress } = keys
  await step('SETUP_FAILED', async () => {
    const { ticket } = await auth<{ ticket: string }>('/me/recovery/ticket', { purpose: 'store', address, solanaAddress })
    const { receipt } = await recoveryCall<{ receipt: string }>(recoveryUrl, '/v1/shares', { ticket, share: encodeShare(shares.recovery) })
    await auth('/me/account', { address, solanaAddress, authShare: encodeShare(shares.auth), receipt })
  })
  await store.putSecret(deviceShareName(address), encodeShare(shares.device))
  await store.delete(names.evm)
  await store.delete(names.solana)
  return { ...keys, secret }
}

/**
 * Opens the signed-in account: its keys, from two of its three shares, checked against the addresses the auth
 * server keeps. Fails with an {@link AccountError} (and changes nothing) when the shares cannot be had or do not
 * rebuild the account: never a new wallet in place of an existing one.
 */
export async function openAccount(parameters: OpenAccountParameters): Promise<OpenedAccount> {
  const account = await step('AUTH_SHARE_UNAVAILABLE', () => parameters.auth<ServerAccount>('/me/account'))
  if (account.split) return rebuild(parameters, account)
  try {
    return await create(parameters, account)
  } catch (error) {
    // Another device split the account at the same moment: it has shares now.
    const now = await parameters.auth<ServerAccount>('/me/account').catch(() => undefined)
    if (now?.split) return rebuild(parameters, now)
    throw error
  }
}
