import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { accountKeys, legacyAccountSecret, newAccountSecret, type AccountKeys } from './accountSecret.js'
import type { KeyStore } from './keyStore.js'
import { newSolanaKey } from './solana.js'
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
}

/** Where this device keeps its share of the account with address `address`. */
const deviceShareName = (address: string) => `device-share:${address.toLowerCase()}`
/** Where a key made before key sharing was kept (eip155 key, Solana seed), per email. */
export const legacyKeyNames = (email: string) => ({ evm: `key:${email}`, solana: `solana-key:${email}` })

interface ServerAccount {
  address: string | null
  solanaAddress: string | null
  split: boolean
}

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

/** The account's keys, rebuilt from two of its shares and checked against its addresses. */
async function rebuild({ auth, recoveryUrl, store }: OpenAccountParameters, account: ServerAccount): Promise<AccountKeys> {
  if (!account.address || !account.solanaAddress) throw new AccountError('WRONG_SHARES')
  const expected = { address: account.address, solanaAddress: account.solanaAddress }
  const authShare = decodeShare((await step('AUTH_SHARE_UNAVAILABLE', () => auth<{ share: string }>('/me/shares/auth', {}))).share)
  const stored = await store.getSecret(deviceShareName(expected.address))
  if (stored) {
    try {
      return (await rebuildKeys([decodeShare(stored), authShare], expected)).keys
    } catch (error) {
      // A damaged device share: the recovery service's share rebuilds the account and replaces it.
      if (!(error instanceof AccountError)) throw error
    }
  }
  const { ticket } = await step('AUTH_SHARE_UNAVAILABLE', () => auth<{ ticket: string }>('/me/recovery/ticket', { purpose: 'fetch' }))
  const { share } = await step('RECOVERY_UNAVAILABLE', () => recoveryCall<{ share: string }>(recoveryUrl, '/v1/shares/fetch', { ticket }))
  const recoveryShare = decodeShare(share)
  const { keys } = await rebuildKeys([authShare, recoveryShare], expected)
  // This device's own share: a new point of the same polynomial, so the servers' shares and other devices' stay good.
  const deviceShare = await shareAt([authShare, recoveryShare], freshX([shareX(authShare), shareX(recoveryShare)]))
  await store.putSecret(deviceShareName(expected.address), encodeShare(deviceShare))
  return keys
}

/** Splits a new account (or one made before key sharing, with its own keys) and hands out the shares. */
async function create({ auth, recoveryUrl, store, email }: OpenAccountParameters, account: ServerAccount): Promise<AccountKeys> {
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
  return keys
}

/**
 * Opens the signed-in account: its keys, from two of its three shares, checked against the addresses the auth
 * server keeps. Fails with an {@link AccountError} (and changes nothing) when the shares cannot be had or do not
 * rebuild the account: never a new wallet in place of an existing one.
 */
export async function openAccount(parameters: OpenAccountParameters): Promise<AccountKeys> {
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
