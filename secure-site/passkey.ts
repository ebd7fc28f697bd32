import { base64 } from '@scure/base'

// The recovery share under a passkey (README "The embedded wallet's account"): the WebAuthn PRF extension gives
// 32 bytes that only the authenticator holding the credential can compute for a salt; HKDF-SHA256 of them under
// PASSKEY_KEY_INFO is an AES-256-GCM key, made non-extractable inside this frame, that encrypts the share. The
// recovery service keeps the ciphertext, the IV, the salt and the credential ids, none of which opens the share.

/** HKDF's info string for the key that encrypts the recovery share; a new format gets a new string. */
export const PASSKEY_KEY_INFO = 'portico/recovery-share/passkey-prf/aes-256-gcm/v1'

/** The recovery share as the recovery service keeps it once a passkey protects it (all base64). */
export interface ProtectedShare {
  ciphertext: string
  iv: string
  /** The PRF input (32 random bytes). */
  salt: string
  /** The passkeys whose PRF output opens it (WebAuthn raw ids). */
  credentialIds: string[]
}

/** Why the passkey did not protect or open the recovery share; nothing was changed in any case. */
export type PasskeyErrorCode =
  /** The person cancelled, or no passkey of this account is on this device (the browser does not say which). */
  | 'PASSKEY_CANCELLED'
  /** The passkey answered, but it cannot give the PRF output (its authenticator lacks the extension). */
  | 'PASSKEY_NO_PRF'
  /** A passkey answered, but its output does not open the recovery share: another passkey. */
  | 'PASSKEY_WRONG'
  /** This browser or page cannot use passkeys. */
  | 'PASSKEY_UNSUPPORTED'

const MESSAGES: Record<PasskeyErrorCode, string> = {
  PASSKEY_CANCELLED: 'The passkey was not used: it was cancelled, or no passkey of this wallet is on this device. Nothing was changed; try again.',
  PASSKEY_NO_PRF: 'This passkey cannot protect a wallet: its authenticator does not support the PRF extension. Nothing was changed.',
  PASSKEY_WRONG: 'This passkey does not open your wallet: use the passkey you protected it with. Nothing was changed; try again.',
  PASSKEY_UNSUPPORTED: 'Passkeys cannot be used in this browser. Nothing was changed.',
}

/** A passkey step that failed, with its code (the kit shows its own words for it) and the message in English. */
export class PasskeyError extends Error {
  override name = 'PasskeyError'
  constructor(
    readonly code: PasskeyErrorCode,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options)
  }
}

const bytes = (text: string) => new Uint8Array(base64.decode(text))
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))

/** The AES-GCM key from a PRF output, non-extractable. */
export async function prfKey(prf: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prf), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info: new TextEncoder().encode(PASSKEY_KEY_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Encrypts the share; `account` (its addresses) is authenticated with it, so a ciphertext cannot move to another account. */
export async function sealShare(share: Uint8Array, prf: Uint8Array, salt: Uint8Array, account: string, credentialIds: string[]): Promise<ProtectedShare> {
  const iv = random(12)
  const key = await prfKey(prf, salt)
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(account) }, key, new Uint8Array(share))
  return { ciphertext: base64.encode(new Uint8Array(data)), iv: base64.encode(iv), salt: base64.encode(salt), credentialIds }
}

/** Decrypts the share; a PRF output of another passkey fails the tag check ('PASSKEY_WRONG'). */
export async function openShare(sealed: ProtectedShare, prf: Uint8Array, account: string): Promise<Uint8Array> {
  const key = await prfKey(prf, bytes(sealed.salt))
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes(sealed.iv), additionalData: new TextEncoder().encode(account) },
      key,
      bytes(sealed.ciphertext),
    )
    return new Uint8Array(plain)
  } catch (cause) {
    throw new PasskeyError('PASSKEY_WRONG', { cause })
  }
}

/** The PRF output of a ceremony's credential, or PASSKEY_NO_PRF. */
function prfOutput(credential: PublicKeyCredential): Uint8Array | undefined {
  const first = (credential.getClientExtensionResults() as { prf?: { results?: { first?: BufferSource } } }).prf?.results?.first
  if (!first) return undefined
  return first instanceof ArrayBuffer ? new Uint8Array(first) : new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
}

/** Runs a WebAuthn ceremony; the browser's errors become the person's words. */
async function ceremony(run: () => Promise<Credential | null>): Promise<PublicKeyCredential> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials) throw new PasskeyError('PASSKEY_UNSUPPORTED')
  let credential: Credential | null
  try {
    credential = await run()
  } catch (cause) {
    const name = cause instanceof DOMException ? cause.name : ''
    throw new PasskeyError(name === 'SecurityError' || name === 'NotSupportedError' ? 'PASSKEY_UNSUPPORTED' : 'PASSKEY_CANCELLED', { cause })
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyError('PASSKEY_CANCELLED')
  return credential
}

/** How long the browser waits for the person at the authenticator. */
const CEREMONY_TIMEOUT_MS = 120_000

/** The PRF output of one of `credentialIds` for `salt` (the person picks and verifies at the authenticator). */
export async function passkeyPrf(credentialIds: readonly string[], salt: Uint8Array): Promise<{ credentialId: string; prf: Uint8Array }> {
  const credential = await ceremony(() =>
    navigator.credentials.get({
      publicKey: {
        challenge: random(32),
        allowCredentials: credentialIds.map((id) => ({ type: 'public-key', id: bytes(id) })),
        userVerification: 'required',
        timeout: CEREMONY_TIMEOUT_MS,
        extensions: { prf: { eval: { first: new Uint8Array(salt) } } } as AuthenticationExtensionsClientInputs,
      },
    }),
  )
  const prf = prfOutput(credential)
  // A credential of this account whose authenticator gives no PRF output cannot open the share.
  if (!prf) throw new PasskeyError('PASSKEY_WRONG')
  return { credentialId: base64.encode(new Uint8Array(credential.rawId)), prf }
}

/**
 * A new passkey for the account and its PRF output for `salt` (asked again with a get where the authenticator
 * gives it only then). The user handle is random: it names no email or address to the authenticator's list.
 */
export async function createPasskey(name: string, salt: Uint8Array): Promise<{ credentialId: string; prf: Uint8Array }> {
  const credential = await ceremony(() =>
    navigator.credentials.create({
      publicKey: {
        rp: { name: 'Portico wallet' },
        user: { id: random(16), name, displayName: name },
        challenge: random(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        timeout: CEREMONY_TIMEOUT_MS,
        extensions: { prf: { eval: { first: new Uint8Array(salt) } } } as AuthenticationExtensionsClientInputs,
      },
    }),
  )
  const credentialId = base64.encode(new Uint8Array(credential.rawId))
  const results = credential.getClientExtensionResults() as { prf?: { enabled?: boolean } }
  if (results.prf?.enabled === false) throw new PasskeyError('PASSKEY_NO_PRF')
  const prf = prfOutput(credential)
  if (prf) return { credentialId, prf }
  const asked = await passkeyPrf([credentialId], salt)
  return asked
}

/** A new salt for the PRF. */
export const newSalt = (): Uint8Array => random(32)
