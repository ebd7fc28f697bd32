import type { SIWXMessage, SIWXMessageData, SIWXMessageInput, SiwxCapability } from 'portico'

/** What the app puts into every message it makes. */
export interface SiwxMessageSettings {
  /** The host asking for the sign-in; `location.host` by default. */
  domain?: string | undefined
  /** The URI the sign-in is for; `location.href` by default. */
  uri?: string | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  /** How long the sign-in holds, in milliseconds. */
  expiresIn?: number | undefined
}

/** One day: how long a session holds unless the host says otherwise. */
const DEFAULT_EXPIRES_IN = 24 * 60 * 60 * 1000

/** A nonce of 32 random hex characters (EIP-4361 asks for at least 8 alphanumeric ones). */
export function createNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The fields of a sign-in message for an account: domain, URI, version 1, the nonce, issued now, expiring
 * `expiresIn` later, with the statement and resources the app set.
 *
 * @example
 * messageData({ accountAddress: '0xf39f…', chainId: 'eip155:1' }, nonce, {}, Date.now()).expirationTime // tomorrow
 */
export function messageData(
  input: SIWXMessageInput,
  nonce: string,
  settings: SiwxMessageSettings,
  now: number,
): SIWXMessageData {
  const location = globalThis.location as Location | undefined
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    ...(input.notBefore ? { notBefore: input.notBefore } : {}),
    domain: settings.domain ?? location?.host ?? 'localhost',
    uri: settings.uri ?? location?.href ?? 'http://localhost/',
    version: '1',
    nonce,
    ...(settings.statement ? { statement: settings.statement } : {}),
    ...(settings.resources?.length ? { resources: [...settings.resources] } : {}),
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + (settings.expiresIn ?? DEFAULT_EXPIRES_IN)).toISOString(),
  }
}

/** A chain family's sign-in messages, as its chain package describes them (`undefined`: no package for it). */
export type SiwxFamilies = (namespace: string) => Promise<SiwxCapability | undefined>

/**
 * The text a wallet signs for `data`: the format of its chain family when the family has its own (EIP-4361 on
 * eip155, loaded on first use), the CAIP-122 form otherwise.
 */
async function formatMessage(data: SIWXMessageData, families: SiwxFamilies): Promise<string> {
  const namespace = data.chainId.split(':')[0] ?? ''
  const family = await families(namespace)
  if (family?.formatMessage) return family.formatMessage(data)
  return formatCaip122Message(data, family?.name ?? namespace)
}

/** Makes a message object: its fields and its text. */
export async function toSiwxMessage(data: SIWXMessageData, families: SiwxFamilies): Promise<SIWXMessage> {
  const text = await formatMessage(data, families)
  return { ...data, toString: () => text }
}

/**
 * The CAIP-122 text of a sign-in message ("{domain} wants you to sign in with your {family} account: …"), for the
 * chain families without a message format of their own; `family` is the name its chain package gives.
 */
export function formatCaip122Message(data: SIWXMessageData, family: string): string {
  const reference = data.chainId.split(':')[1] ?? ''
  const lines = [
    `${data.domain} wants you to sign in with your ${family} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    ...(data.issuedAt ? [`Issued At: ${data.issuedAt}`] : []),
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  return lines.join('\n')
}

/** The fields of a message object, without its methods (what a session keeps). */
export function dataOf(message: SIWXMessage): SIWXMessageData {
  const { toString: _toString, ...data } = message
  return data
}
