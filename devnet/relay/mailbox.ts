/**
 * Per-topic mailboxes: every published message is kept for its TTL, so a client that subscribes later (the wallet
 * subscribes to the pairing topic after the dapp published its proposal; the dapp subscribes to the session topic
 * after the wallet published the settlement) or that reconnects after a dropped socket still receives it.
 *
 * A message counts as delivered to a client once that client acked it (or fetched it with
 * `irn_batchFetchMessages`); until then every new subscription of that client to the topic gets it again. The
 * publisher never gets its own message back. Clients are told apart by their client id, which survives reconnects.
 */
import type { MessageData } from './protocol.js'

export interface StoredMessage extends MessageData {
  /** Unique within the mailbox. */
  key: number
  /** Client id of the publisher (never delivered back to it). */
  publisher: string
  /** Milliseconds since the epoch after which the message is dropped. */
  expiresAt: number
  /** Client ids that acked the message. */
  ackedBy: Set<string>
}

export interface PutMessage {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  publisher: string
  attestation?: string | undefined
}

export class Mailbox {
  /** topic → message text → stored message (a republished identical message is the same message). */
  private readonly topics = new Map<string, Map<string, StoredMessage>>()
  private nextKey = 1

  constructor(private readonly now: () => number = Date.now) {}

  /** Stores a message, or returns the one already stored with the same topic and text (a client's retry). */
  put({ topic, message, ttl, tag, publisher, attestation }: PutMessage): StoredMessage {
    let messages = this.topics.get(topic)
    if (!messages) this.topics.set(topic, (messages = new Map()))
    const existing = messages.get(message)
    if (existing && existing.expiresAt > this.now()) return existing
    const publishedAt = this.now()
    const stored: StoredMessage = {
      key: this.nextKey++,
      topic,
      message,
      publishedAt,
      tag,
      ...(attestation ? { attestation } : {}),
      publisher,
      expiresAt: publishedAt + ttl * 1000,
      ackedBy: new Set(),
    }
    messages.set(message, stored)
    return stored
  }

  /** Unexpired messages of `topic` that `clientId` neither published nor acked, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    const messages = this.topics.get(topic)
    if (!messages) return []
    const now = this.now()
    return [...messages.values()].filter(
      (stored) => stored.expiresAt > now && stored.publisher !== clientId && !stored.ackedBy.has(clientId),
    )
  }

  /** `clientId` has the message: no further subscription of that client gets it again. */
  ack(stored: StoredMessage, clientId: string): void {
    stored.ackedBy.add(clientId)
  }

  /** Drops expired messages and empty topics. */
  prune(): void {
    const now = this.now()
    for (const [topic, messages] of this.topics) {
      for (const [text, stored] of messages) if (stored.expiresAt <= now) messages.delete(text)
      if (messages.size === 0) this.topics.delete(topic)
    }
  }

  /** How many messages are stored (expired ones included until the next `prune`). */
  get size(): number {
    let count = 0
    for (const messages of this.topics.values()) count += messages.size
    return count
  }

  clear(): void {
    this.topics.clear()
  }
}

/** The fields of a stored message that go on the wire. */
export function messageData({ topic, message, publishedAt, tag, attestation }: StoredMessage): MessageData {
  return { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) }
}
