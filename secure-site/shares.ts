import { base64 } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'
import { accountKeys, type AccountKeys } from './accountSecret.js'

// The account secret split 2 of 3 with Shamir's secret sharing (shamir-secret-sharing, one polynomial of degree 1
// per secret byte over GF(256)): any two shares rebuild it, one alone says nothing about it. A share is the
// secret's length plus one byte: the y values, then its x coordinate (1 to 255).

/** Why an account could not be opened; every case leaves the account and its shares as they were. */
export type AccountErrorCode =
  /** The auth server did not hand out its share (down, or it refused this device). */
  | 'AUTH_SHARE_UNAVAILABLE'
  /** The recovery service did not hand out its share (down, or it holds none for the account). */
  | 'RECOVERY_UNAVAILABLE'
  /** The shares rebuild a secret whose addresses are not the account's. */
  | 'WRONG_SHARES'
  /** A new account's shares could not all be stored: no account was made. */
  | 'SETUP_FAILED'
  /** The account was made before key sharing, and its key is only on the device that made it. */
  | 'KEY_ON_OTHER_DEVICE'
  /** The passkey was made, but the new shares it protects could not all be stored: the account still opens here. */
  | 'PROTECT_FAILED'
  /** A passkey seals the recovery share and this device has no share: the passkey is needed here. */
  | 'PASSKEY_REQUIRED'

const MESSAGES: Record<AccountErrorCode, string> = {
  AUTH_SHARE_UNAVAILABLE: 'Your wallet could not be opened: the login server did not hand out its key share. Nothing was changed; try again later.',
  RECOVERY_UNAVAILABLE: 'Your wallet could not be restored on this device: the recovery service did not hand out its key share. Nothing was changed; try again later.',
  WRONG_SHARES: "Your wallet could not be restored: its key shares do not rebuild the account's address. Nothing was changed and no new wallet was made.",
  SETUP_FAILED: 'Your wallet could not be set up: its key shares could not be stored. No wallet was made; try again later.',
  KEY_ON_OTHER_DEVICE: 'This wallet was made before key sharing and its key is only on the device that made it: log in there once to bring it to your other devices.',
  PROTECT_FAILED: 'Your wallet could not be protected with the passkey: its key shares could not be stored. Your wallet still opens on this device; try again later.',
  PASSKEY_REQUIRED: 'Your wallet is protected with a passkey: log in on this device again and use your passkey to open it. Nothing was changed.',
}

/** An account that could not be opened, with the message shown to the person. */
export class AccountError extends Error {
  override name = 'AccountError'
  constructor(
    readonly code: AccountErrorCode,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options)
  }
}

/** The three shares of a new split. */
export interface AccountShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

/** Splits the secret 2 of 3: one share for this device, one for the auth server, one for the recovery service. */
export async function splitSecret(secret: Uint8Array): Promise<AccountShares> {
  const [device, auth, recovery] = await split(new Uint8Array(secret), 3, 2)
  if (!device || !auth || !recovery) throw new Error('The split gave fewer than 3 shares')
  return { device, auth, recovery }
}

/** The x coordinate of a share. */
export const shareX = (share: Uint8Array): number => share[share.length - 1] ?? 0

/**
 * Rebuilds the secret from two shares and checks it: `combine` returns a wrong secret, without an error, for a
 * wrong, damaged or mismatched share, so the rebuilt keys must give the account's stored addresses.
 */
export async function rebuildKeys(
  shares: [Uint8Array, Uint8Array],
  expected: { address: string; solanaAddress: string },
): Promise<{ secret: Uint8Array; keys: AccountKeys }> {
  let secret: Uint8Array
  let keys: AccountKeys
  try {
    secret = await combine(shares.map((share) => new Uint8Array(share)))
    keys = await accountKeys(secret)
  } catch (cause) {
    throw new AccountError('WRONG_SHARES', { cause })
  }
  if (keys.address.toLowerCase() !== expected.address.toLowerCase() || keys.solanaAddress !== expected.solanaAddress)
    throw new AccountError('WRONG_SHARES')
  return { secret, keys }
}

/**
 * A share at a new x coordinate of the polynomial two shares lie on: a new device's share, valid beside every share
 * made before (the auth server's and the recovery service's shares stay as they are). `combine` interpolates at
 * 0; moving every x by `x` (addition in GF(256) is XOR) makes it interpolate at `x` instead.
 */
export async function shareAt(shares: [Uint8Array, Uint8Array], x: number): Promise<Uint8Array> {
  if (!Number.isInteger(x) || x < 1 || x > 255) throw new RangeError('A share x coordinate is from 1 to 255')
  if (shares.some((share) => shareX(share) === x)) throw new RangeError('The new share would repeat a given one')
  const moved = shares.map((share) => {
    const copy = new Uint8Array(share)
    copy[copy.length - 1] = shareX(share) ^ x
    return copy
  })
  const y = await combine(moved)
  const share = new Uint8Array(y.length + 1)
  share.set(y)
  share[y.length] = x
  return share
}

/** A random x coordinate that none of `taken` has. */
export function freshX(taken: readonly number[]): number {
  for (;;) {
    const [x = 0] = crypto.getRandomValues(new Uint8Array(1))
    if (x !== 0 && !taken.includes(x)) return x
  }
}

/** A share as text (base64), as the servers keep it. */
export const encodeShare = (share: Uint8Array): string => base64.encode(share)

/** A share from its text; throws on anything that is not base64. */
export const decodeShare = (text: string): Uint8Array => new Uint8Array(base64.decode(text))
