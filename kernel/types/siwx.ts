import type { CaipNetworkId } from './chain.js'

// Sign-in with any chain (SIWX, CAIP-122): the configuration shape of Reown AppKit's `SIWXConfig`, so a host's
// existing configuration works unchanged. The siwx plugin (plugins/siwx) runs the flow of SPEC.md §4 with it.

/** An ISO 8601 date-time, as EIP-4361 writes it. */
export type SIWXTimestamp = string

/** What the kit asks a configuration to build a message for: the account and its network. */
export interface SIWXMessageInput {
  /** The account's address (not CAIP). */
  accountAddress: string
  /** The CAIP-2 network id, `eip155:1`. */
  chainId: CaipNetworkId
  notBefore?: SIWXTimestamp | undefined
}

/** What the app says about itself in the message. */
export interface SIWXMessageMetadata {
  /** The host (RFC 3986 authority) asking for the sign-in. */
  domain: string
  /** The URI the sign-in is for. */
  uri: string
  /** `'1'` for EIP-4361. */
  version: string
  /** At least 8 alphanumeric characters, fresh for each message. */
  nonce: string
  /** Human-readable text shown above the fields; no line breaks. */
  statement?: string | undefined
  /** URIs the sign-in covers. */
  resources?: string[] | undefined
}

/** When the message was made and until when it holds. */
export interface SIWXMessageIdentifier {
  requestId?: string | undefined
  issuedAt?: SIWXTimestamp | undefined
  expirationTime?: SIWXTimestamp | undefined
}

/** Every field of a sign-in message. */
export interface SIWXMessageData extends SIWXMessageInput, SIWXMessageMetadata, SIWXMessageIdentifier {}

/** A sign-in message: its fields and its text (`toString()`), which the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A signed-in session (SPEC.md §3): the message's fields, its text and the wallet's signature. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  /** A CAIP-74 object capability, when the wallet or the server makes one. */
  cacao?: unknown
}

/**
 * A sign-in configuration (Reown AppKit's `SIWXConfig`): how messages are made, where sessions are kept and
 * checked. `addSession` verifies the signature and throws when it is not valid.
 */
export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether the visitor must sign in to stay connected (SPEC.md §4). False when absent. */
  getRequired?(): boolean
}
