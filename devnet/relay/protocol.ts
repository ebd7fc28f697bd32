/**
 * The wire protocol of the WalletConnect relay, as `@walletconnect/core@2.25.0` speaks it (read from its relayer,
 * publisher and subscriber, and from `@walletconnect/sign-client`'s engine).
 *
 * Frames are JSON-RPC 2.0 over one WebSocket per client. Request ids are often 19-digit integers, beyond 2^53:
 * frames are parsed and printed with `@walletconnect/safe-json` (the clients' own codec), so such ids stay exact
 * (BigInt in memory) and are echoed back the way the clients read them.
 */
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'

/** Methods a client calls on the relay, and the one the relay calls on a client. */
export const RELAY_METHODS = {
  publish: 'irn_publish',
  batchPublish: 'irn_batchPublish',
  subscribe: 'irn_subscribe',
  batchSubscribe: 'irn_batchSubscribe',
  unsubscribe: 'irn_unsubscribe',
  batchUnsubscribe: 'irn_batchUnsubscribe',
  batchFetchMessages: 'irn_batchFetchMessages',
  /**
   * Sent by the dapp instead of `irn_publish` for a session proposal. The dapp created its pairing with
   * `skipSubscribe`, so the relay subscribes it to the pairing topic and publishes the proposal there (tag 1100).
   */
  proposeSession: 'wc_proposeSession',
  /**
   * Sent by the wallet when it approves. It registered the session topic with `skipSubscribe`, so the relay
   * subscribes it to the session topic, publishes the proposal response on the pairing topic (1101) and the
   * settlement request on the session topic (1102).
   */
  approveSession: 'wc_approveSession',
  /** Relay → client: a message on a subscribed topic. The client answers `true` (the ack). */
  subscription: 'irn_subscription',
} as const

/** Tags the relay puts on the messages it publishes for `wc_proposeSession` and `wc_approveSession`. */
export const TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const

/** TTL (seconds) when a publish names none: the sign client's default for proposals and settlements. */
const DEFAULT_TTL_SECONDS = 300
/** Longest TTL the relay keeps a message for (seconds), whatever the client asks: 30 days. */
const MAX_TTL_SECONDS = 30 * 24 * 3600

export type RpcId = number | string | bigint

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: RpcId
  method: string
  params?: unknown
}

export interface JsonRpcError {
  code: number
  message: string
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: RpcId | null; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId | null; error: JsonRpcError }

/** `irn_publish` (and each entry of `irn_batchPublish`). `ttl` is in seconds. */
export interface PublishParams {
  topic: string
  message: string
  ttl: number
  tag?: number
  prompt?: boolean
  attestation?: string
}

/** `wc_proposeSession`: what `Engine.sendProposeSession` passes to `relayer.publishCustom`, plus its opts. */
export interface ProposeSessionParams {
  pairingTopic: string
  /** The encrypted `wc_sessionPropose` request. */
  sessionProposal: string
  ttl?: number
  attestation?: string
  /** Trace fields (`correlationId`, ...) are accepted and ignored. */
  [trace: string]: unknown
}

/** `wc_approveSession`: what `Engine.sendApproveSession` passes to `relayer.publishCustom`, plus its opts. */
export interface ApproveSessionParams {
  sessionTopic: string
  pairingTopic: string
  /** The encrypted result of `wc_sessionPropose` (for the pairing topic). */
  sessionProposalResponse: string
  /** The encrypted `wc_sessionSettle` request (for the session topic). */
  sessionSettlementRequest: string
  ttl?: number
  [trace: string]: unknown
}

/** The `data` of an `irn_subscription` push; also one entry of `irn_batchFetchMessages`' `messages`. */
export interface MessageData {
  topic: string
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  tag: number
  attestation?: string
}

export const ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: (method: string) => ({ code: -32601, message: `Method not found: ${method}` }),
  invalidParams: (message: string) => ({ code: -32602, message: `Invalid params: ${message}` }),
} as const

/** Parses a frame like the clients do; `undefined` when it is not JSON. */
export function decodeFrame(text: string): unknown {
  try {
    // safeJsonParse returns its input unchanged when it cannot parse it.
    const value: unknown = safeJsonParse(text)
    return typeof value === 'string' && value === text ? undefined : value
  } catch {
    return undefined
  }
}

export function encodeFrame(payload: JsonRpcRequest | JsonRpcResponse): string {
  return safeJsonStringify(payload)
}

export function isRequest(value: unknown): value is JsonRpcRequest {
  const frame = value as Partial<JsonRpcRequest> | null
  return typeof frame === 'object' && frame !== null && typeof frame.method === 'string' && frame.id !== undefined
}

export function isResponse(value: unknown): value is JsonRpcResponse & { id: RpcId } {
  const frame = value as Record<string, unknown> | null
  return (
    typeof frame === 'object' &&
    frame !== null &&
    frame['method'] === undefined &&
    frame['id'] !== undefined &&
    frame['id'] !== null &&
    ('result' in frame || 'error' in frame)
  )
}

/** A key for an id that is the same whether it arrived as a number, a BigInt or a digit string. */
export function idKey(id: RpcId): string {
  return String(id)
}

/** Seconds a message is kept: the publish's TTL, or the default, capped. */
export function ttlSeconds(ttl: unknown): number {
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return DEFAULT_TTL_SECONDS
  return Math.min(ttl, MAX_TTL_SECONDS)
}

/**
 * The client id of a connection: the `iss` (a `did:key:...`) of the `auth` JWT the client puts in the URL. The
 * same client keeps it across reconnects and restarts (it derives from the key in its storage). The signature is
 * not checked: this relay trusts every local client.
 */
export function clientIdFromAuth(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' && claims.iss ? claims.iss : undefined
  } catch {
    return undefined
  }
}

// ---- Parameter checks: each returns the typed params or a message saying what is wrong. ----

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

export function readPublish(params: unknown): PublishParams | string {
  const p = record(params)
  if (!p || !isString(p['topic']) || !isString(p['message'])) return 'expected { topic, message, ttl }'
  return {
    topic: p['topic'],
    message: p['message'],
    ttl: ttlSeconds(p['ttl']),
    ...(typeof p['tag'] === 'number' ? { tag: p['tag'] } : {}),
    ...(typeof p['prompt'] === 'boolean' ? { prompt: p['prompt'] } : {}),
    ...(isString(p['attestation']) ? { attestation: p['attestation'] } : {}),
  }
}

export function readTopic(params: unknown): string | undefined {
  const topic = record(params)?.['topic']
  return isString(topic) ? topic : undefined
}

export function readTopics(params: unknown): string[] | undefined {
  const topics = record(params)?.['topics']
  return Array.isArray(topics) && topics.every(isString) ? topics : undefined
}

export function readUnsubscribes(params: unknown): { topic: string }[] | undefined {
  const list = record(params)?.['subscriptions']
  if (!Array.isArray(list)) return undefined
  const topics = list.map(readTopic)
  return topics.every(isString) ? topics.map((topic) => ({ topic })) : undefined
}

export function readProposeSession(params: unknown): ProposeSessionParams | string {
  const p = record(params)
  if (!p || !isString(p['pairingTopic']) || !isString(p['sessionProposal']))
    return 'expected { pairingTopic, sessionProposal }'
  return p as ProposeSessionParams
}

export function readApproveSession(params: unknown): ApproveSessionParams | string {
  const p = record(params)
  if (
    !p ||
    !isString(p['sessionTopic']) ||
    !isString(p['pairingTopic']) ||
    !isString(p['sessionProposalResponse']) ||
    !isString(p['sessionSettlementRequest'])
  )
    return 'expected { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest }'
  return p as ApproveSessionParams
}
