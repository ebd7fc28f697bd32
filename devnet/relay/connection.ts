/**
 * One client socket of the relay: its subscriptions, the messages pushed to it and not yet acked, and how to
 * answer it.
 */
import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import { messageData, type StoredMessage } from './mailbox.js'
import {
  encodeFrame,
  idKey,
  RELAY_METHODS,
  type JsonRpcError,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type RpcId,
} from './protocol.js'

// Ids of the relay's own requests (the `irn_subscription` pushes): like the clients' `payloadId()`, below 2^53.
let nextPushId = Date.now() * 1000

export class RelayConnection {
  /** topic → subscription id. */
  readonly subscriptions = new Map<string, string>()
  /** Push id → the message it carried, until the client acks it. */
  private readonly inflight = new Map<string, StoredMessage>()
  /** Answered the last ping (keep-alive). */
  alive = true

  constructor(
    readonly socket: WebSocket,
    /** The client id from the `auth` JWT (stable across reconnects), or a per-socket one without it. */
    readonly clientId: string,
    /** The `projectId` query parameter, for logs; never checked. */
    readonly projectId: string | null,
  ) {}

  /**
   * Subscribes the socket to `topic`; returns the subscription id: sha256(topic + clientId), the id the client
   * computes itself (`Subscriber.getSubscriptionId`).
   */
  subscribe(topic: string): string {
    let id = this.subscriptions.get(topic)
    if (!id) {
      id = createHash('sha256').update(topic + this.clientId).digest('hex')
      this.subscriptions.set(topic, id)
    }
    return id
  }

  unsubscribe(topic: string): void {
    this.subscriptions.delete(topic)
  }

  isSubscribed(topic: string): boolean {
    return this.subscriptions.has(topic)
  }

  /** Sends a message of a subscribed topic, unless this socket already has it in flight. */
  push(stored: StoredMessage): void {
    const subscriptionId = this.subscriptions.get(stored.topic)
    if (!subscriptionId) return
    for (const pending of this.inflight.values()) if (pending === stored) return
    const id = nextPushId++
    this.inflight.set(idKey(id), stored)
    this.send({
      jsonrpc: '2.0',
      id,
      method: RELAY_METHODS.subscription,
      params: { id: subscriptionId, data: messageData(stored) },
    })
  }

  /** The message a response (the client's ack) refers to, forgotten from the in-flight set. */
  takeInflight(id: RpcId): StoredMessage | undefined {
    const key = idKey(id)
    const stored = this.inflight.get(key)
    this.inflight.delete(key)
    return stored
  }

  respond(id: RpcId | null, result: unknown): void {
    this.send({ jsonrpc: '2.0', id, result })
  }

  fail(id: RpcId | null, error: JsonRpcError): void {
    this.send({ jsonrpc: '2.0', id, error })
  }

  private send(payload: JsonRpcRequest | JsonRpcResponse): void {
    // A socket that is closing just misses the frame: its unacked messages are redelivered on resubscribe.
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeFrame(payload))
  }
}
