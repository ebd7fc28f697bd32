/**
 * A local WalletConnect relay on 127.0.0.1: what the cloud relay (`wss://relay.walletconnect.org`) does for
 * `@walletconnect/core@2.25.0` clients, so a dapp (UniversalProvider, the kit's WalletConnect plugin) and a wallet
 * (`@reown/walletkit`) can pair, settle a session and exchange requests offline. Point every client at it with
 * `relayUrl: relay.url`.
 *
 * What it implements (INFRA.md, "WalletConnect without the cloud"):
 * - `irn_publish`, `irn_batchPublish`: store the message in the topic's mailbox for its TTL and push it to every
 *   socket subscribed to the topic, except the publisher's (`irn_subscription`, which the client acks).
 * - `irn_subscribe` (answers the subscription id), `irn_batchSubscribe`, `irn_unsubscribe`, `irn_batchUnsubscribe`.
 *   A new subscription gets the topic's stored messages the client has not acked yet: that is how a client that
 *   subscribes late, or reconnects after a dropped socket, catches up.
 * - `irn_batchFetchMessages` → `{ messages, hasMore: false }`.
 * - `wc_proposeSession`, `wc_approveSession`: subscribe the sender (proposer → pairing topic, approver → session
 *   topic) and publish the payloads they carry with tags 1100, 1101, 1102.
 * - Keep-alive: a WebSocket ping every `pingIntervalMs` (Node clients drop a socket that stays silent for 35 s);
 *   a socket that did not answer the previous ping is terminated.
 *
 * The `auth` JWT and `projectId` query parameters are read, never verified.
 *
 * @example
 * const relay = await startRelay()
 * const provider = await UniversalProvider.init({ projectId: 'demo', relayUrl: relay.url })
 * // ...
 * await relay.stop()
 */
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { RelayConnection } from './connection.js'
import { Mailbox } from './mailbox.js'
import {
  clientIdFromAuth,
  decodeFrame,
  ERRORS,
  isRequest,
  isResponse,
  RELAY_METHODS,
  readApproveSession,
  readProposeSession,
  readPublish,
  readTopic,
  readTopics,
  readUnsubscribes,
  TAGS,
  ttlSeconds,
  type JsonRpcError,
  type JsonRpcRequest,
  type PublishParams,
} from './protocol.js'

export interface StartRelayParameters {
  /** Port on 127.0.0.1; `0` (default) picks a free one. */
  port?: number | undefined
  /** Milliseconds between keep-alive pings to each socket. Defaults to 15 000 (clients give up after 35 000). */
  pingIntervalMs?: number | undefined
  /** Called with one line per connection, disconnection and request. */
  log?: ((line: string) => void) | undefined
}

interface RelayStats {
  /** Open sockets. */
  sockets: number
  /** Distinct client ids among the open sockets. */
  clients: number
  /** Topic subscriptions over all sockets. */
  subscriptions: number
  /** Messages in the mailboxes (unexpired). */
  messages: number
  /** Sockets accepted since the start (reconnects count again). */
  connectionsTotal: number
  /** Messages published since the start (`wc_approveSession` counts 2). */
  published: number
}

export interface Relay {
  /** `ws://127.0.0.1:<port>`: the clients' `relayUrl` (the kit's `apiUrls.relay`). */
  url: string
  port: number
  stats(): RelayStats
  /**
   * Terminates every open socket, as a relay restart or a network cut would; mailboxes are kept. Clients reconnect
   * (after about 100 ms), resubscribe and receive what they missed.
   */
  dropAllSockets(): void
  /** Closes every socket and the server; forgets all messages. Safe to call twice. */
  stop(): Promise<void>
}

/** An error answered to the client as the JSON-RPC error of its request. */
class RpcFailure extends Error {
  constructor(readonly error: JsonRpcError) {
    super(error.message)
  }
}

const short = (topic: string) => `${topic.slice(0, 8)}…`

export async function startRelay({ port = 0, pingIntervalMs = 15_000, log }: StartRelayParameters = {}): Promise<Relay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const boundPort = (server.address() as AddressInfo).port
  const mailbox = new Mailbox()
  const connections = new Set<RelayConnection>()
  let anonymous = 0
  let connectionsTotal = 0
  let published = 0

  // ---- Delivery ----

  /** Stores a message and pushes it to every subscribed socket except the publisher's. */
  function publish(from: RelayConnection, { topic, message, ttl, tag, attestation }: PublishParams): void {
    const stored = mailbox.put({ topic, message, ttl: ttlSeconds(ttl), tag: tag ?? 0, publisher: from.clientId, attestation })
    published++
    log?.(`relay publish ${short(topic)} tag=${stored.tag} ttl=${ttl}s from ${short(from.clientId.slice(-12))}`)
    for (const connection of connections) {
      const { clientId } = connection
      // (A republished message a client already acked is not pushed to it again.)
      if (clientId !== stored.publisher && !stored.ackedBy.has(clientId) && connection.isSubscribed(topic))
        connection.push(stored)
    }
  }

  /** Subscribes a socket; returns the id and a step that sends the stored messages it has not acked yet. */
  function subscribe(connection: RelayConnection, topic: string): { id: string; catchUp: () => void } {
    const id = connection.subscribe(topic)
    log?.(`relay subscribe ${short(topic)} by ${short(connection.clientId.slice(-12))}`)
    return { id, catchUp: () => mailbox.pendingFor(topic, connection.clientId).forEach((stored) => connection.push(stored)) }
  }

  // ---- Requests ----

  /**
   * Answers one request. `after` collects steps to run once the answer is sent (the client must know its
   * subscription before the topic's stored messages arrive).
   */
  function handle(connection: RelayConnection, { method, params }: JsonRpcRequest, after: (() => void)[]): unknown {
    switch (method) {
      case RELAY_METHODS.publish: {
        publish(connection, valid(readPublish(params)))
        return true
      }
      case RELAY_METHODS.batchPublish: {
        const list = (params as { messages?: unknown } | undefined)?.messages
        if (!Array.isArray(list)) throw new RpcFailure(ERRORS.invalidParams('expected { messages }'))
        const messages = list.map((entry) => valid(readPublish(entry)))
        for (const message of messages) publish(connection, message)
        return true
      }
      case RELAY_METHODS.subscribe: {
        const topic = readTopic(params)
        if (!topic) throw new RpcFailure(ERRORS.invalidParams('expected { topic }'))
        const { id, catchUp } = subscribe(connection, topic)
        after.push(catchUp)
        return id
      }
      case RELAY_METHODS.batchSubscribe: {
        const topics = readTopics(params)
        if (!topics) throw new RpcFailure(ERRORS.invalidParams('expected { topics }'))
        return topics.map((topic) => {
          const { id, catchUp } = subscribe(connection, topic)
          after.push(catchUp)
          return id
        })
      }
      case RELAY_METHODS.unsubscribe: {
        const topic = readTopic(params)
        if (!topic) throw new RpcFailure(ERRORS.invalidParams('expected { topic, id }'))
        connection.unsubscribe(topic)
        return true
      }
      case RELAY_METHODS.batchUnsubscribe: {
        const subscriptions = readUnsubscribes(params)
        if (!subscriptions) throw new RpcFailure(ERRORS.invalidParams('expected { subscriptions: [{ topic, id }] }'))
        for (const { topic } of subscriptions) connection.unsubscribe(topic)
        return true
      }
      case RELAY_METHODS.batchFetchMessages: {
        const topics = readTopics(params)
        if (!topics) throw new RpcFailure(ERRORS.invalidParams('expected { topics }'))
        const messages = topics.flatMap((topic) => mailbox.pendingFor(topic, connection.clientId))
        // Fetched messages are not acked one by one: handing them out counts as delivery.
        for (const stored of messages) mailbox.ack(stored, connection.clientId)
        return {
          messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
            topic,
            message,
            publishedAt,
            tag,
            ...(attestation ? { attestation } : {}),
          })),
          hasMore: false,
        }
      }
      case RELAY_METHODS.proposeSession: {
        const p = valid(readProposeSession(params))
        // The dapp created the pairing with skipSubscribe: subscribe it here, to receive the wallet's answer.
        after.push(subscribe(connection, p.pairingTopic).catchUp)
        publish(connection, {
          topic: p.pairingTopic,
          message: p.sessionProposal,
          ttl: ttlSeconds(p.ttl),
          tag: TAGS.sessionPropose,
          ...(typeof p.attestation === 'string' && p.attestation ? { attestation: p.attestation } : {}),
        })
        return true
      }
      case RELAY_METHODS.approveSession: {
        const p = valid(readApproveSession(params))
        // The wallet registered the session topic with skipSubscribe: subscribe it here, to receive the settle ack.
        after.push(subscribe(connection, p.sessionTopic).catchUp)
        const ttl = ttlSeconds(p.ttl)
        publish(connection, { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl, tag: TAGS.sessionProposeResponse })
        publish(connection, { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl, tag: TAGS.sessionSettle })
        return true
      }
      default:
        throw new RpcFailure(ERRORS.methodNotFound(method))
    }
  }

  function valid<T>(parsed: T | string): T {
    if (typeof parsed === 'string') throw new RpcFailure(ERRORS.invalidParams(parsed))
    return parsed
  }

  function onFrame(connection: RelayConnection, data: RawData): void {
    const frame = decodeFrame(data.toString())
    if (isResponse(frame)) {
      // The client's ack of an irn_subscription push (an error answer leaves the message pending).
      const stored = connection.takeInflight(frame.id)
      if (stored && 'result' in frame) mailbox.ack(stored, connection.clientId)
      return
    }
    if (!isRequest(frame)) {
      connection.fail(null, frame === undefined ? ERRORS.parse : ERRORS.invalidRequest)
      return
    }
    const after: (() => void)[] = []
    try {
      const result = handle(connection, frame, after)
      connection.respond(frame.id, result)
      for (const step of after) step()
    } catch (error) {
      log?.(`relay ${frame.method} failed: ${(error as Error).message}`)
      connection.fail(frame.id, error instanceof RpcFailure ? error.error : { code: -32603, message: String(error) })
    }
  }

  // ---- Sockets ----

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const query = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams
    const clientId = clientIdFromAuth(query.get('auth')) ?? `anonymous-${++anonymous}`
    const connection = new RelayConnection(socket, clientId, query.get('projectId'))
    connections.add(connection)
    connectionsTotal++
    log?.(`relay connect ${short(clientId.slice(-12))} projectId=${connection.projectId ?? '-'} (${connections.size} open)`)
    socket.on('message', (data) => onFrame(connection, data))
    socket.on('pong', () => (connection.alive = true))
    socket.on('error', (error) => log?.(`relay socket error: ${error.message}`))
    socket.on('close', () => {
      connections.delete(connection)
      log?.(`relay disconnect ${short(clientId.slice(-12))} (${connections.size} open)`)
    })
  })

  // Keep-alive, and the mailboxes' expiry.
  const timer = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
    mailbox.prune()
  }, pingIntervalMs)
  timer.unref()

  let stopping: Promise<void> | undefined
  return {
    url: `ws://127.0.0.1:${boundPort}`,
    port: boundPort,
    stats() {
      mailbox.prune()
      return {
        sockets: connections.size,
        clients: new Set([...connections].map((connection) => connection.clientId)).size,
        subscriptions: [...connections].reduce((sum, connection) => sum + connection.subscriptions.size, 0),
        messages: mailbox.size,
        connectionsTotal,
        published,
      }
    },
    dropAllSockets() {
      log?.(`relay dropping ${connections.size} sockets`)
      for (const { socket } of connections) socket.terminate()
    },
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer)
        for (const { socket } of connections) socket.terminate()
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
        mailbox.clear()
      })()),
  }
}
