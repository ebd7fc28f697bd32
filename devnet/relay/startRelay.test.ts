/**
 * The relay at the protocol level, with raw WebSocket clients (the end-to-end test with real WalletConnect clients
 * is relay.test.ts).
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { isPortOpen } from '../getFreePort.js'
import { startRelay, type Relay } from './startRelay.js'

interface Push {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

/** A JWT whose payload names the client (the relay reads `iss`, never the signature). */
const fakeAuth = (clientId: string) =>
  ['{"alg":"EdDSA","typ":"JWT"}', JSON.stringify({ iss: clientId, sub: 'x' }), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

const sockets = new Set<WebSocket>()

/** A raw relay client. Pushes are acked unless `autoAck` is false. */
async function client(relay: Relay, clientId: string, { autoAck = true, autoPong = true } = {}) {
  const socket = new WebSocket(`${relay.url}/?auth=${fakeAuth(clientId)}&projectId=test&ua=raw`, { autoPong })
  sockets.add(socket)
  const pushes: Push[] = []
  const pushWaiters: ((push: Push) => void)[] = []
  const replies = new Map<string, (reply: { result?: unknown; error?: { code: number; message: string } }) => void>()
  let nextId = 1
  socket.on('message', (data) => {
    const frame = safeJsonParse(data.toString()) as { id: unknown; method?: string; params?: unknown }
    if (frame.method === 'irn_subscription') {
      const push = frame as unknown as Push
      if (autoAck) socket.send(safeJsonStringify({ id: push.id, jsonrpc: '2.0', result: true }))
      const waiter = pushWaiters.shift()
      if (waiter) waiter(push)
      else pushes.push(push)
    } else {
      replies.get(String(frame.id))?.(frame as never)
    }
  })
  await once(socket, 'open')
  return {
    socket,
    /** Pushes received and not yet taken with `nextPush`. */
    pushes,
    call(method: string, params: unknown) {
      const id = nextId++
      return new Promise<{ result?: unknown; error?: { code: number; message: string } }>((resolve) => {
        replies.set(String(id), resolve)
        socket.send(safeJsonStringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    async result(method: string, params: unknown) {
      const reply = await this.call(method, params)
      if (reply.error) throw new Error(reply.error.message)
      return reply.result
    },
    nextPush(timeoutMs = 1000) {
      const queued = pushes.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise<Push>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push')), timeoutMs)
        pushWaiters.push((push) => (clearTimeout(timer), resolve(push)))
      })
    },
    ack(push: Push) {
      socket.send(safeJsonStringify({ id: push.id, jsonrpc: '2.0', result: true }))
    },
    async close() {
      if (socket.readyState === socket.CLOSED) return
      socket.close()
      await once(socket, 'close')
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
const publish = (topic: string, message: string, tag = 1108, ttl = 300) => ({ topic, message, ttl, tag, prompt: false })

let relay: Relay
beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  for (const socket of sockets) socket.terminate()
  sockets.clear()
})
afterAll(() => relay?.stop())

describe('startRelay', () => {
  test('listens on 127.0.0.1', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
  })

  test('publish reaches every subscriber but the publisher; the subscription id is sha256(topic + clientId)', async () => {
    const dapp = await client(relay, 'did:key:dapp-1')
    const wallet = await client(relay, 'did:key:wallet-1')
    const id = await wallet.result('irn_subscribe', { topic: 'topic-1' })
    expect(id).toBe(createHash('sha256').update('topic-1did:key:wallet-1').digest('hex'))
    await dapp.result('irn_subscribe', { topic: 'topic-1' })

    expect(await dapp.result('irn_publish', publish('topic-1', 'hello'))).toBe(true)
    const push = await wallet.nextPush()
    expect(push.params).toEqual({
      id,
      data: { topic: 'topic-1', message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
    })
    await settle()
    expect(dapp.pushes).toEqual([])
  })

  test('a late subscriber gets the stored message once; after its ack, not again', async () => {
    const dapp = await client(relay, 'did:key:dapp-2')
    await dapp.result('irn_publish', publish('topic-2', 'early'))
    const wallet = await client(relay, 'did:key:wallet-2')
    await wallet.result('irn_subscribe', { topic: 'topic-2' })
    expect((await wallet.nextPush()).params.data.message).toBe('early')

    await settle() // the ack arrives
    await wallet.result('irn_unsubscribe', { topic: 'topic-2', id: 'x' })
    await wallet.result('irn_subscribe', { topic: 'topic-2' })
    await settle()
    expect(wallet.pushes).toEqual([])

    // The publisher retrying the same message does not deliver it twice either.
    await dapp.result('irn_publish', publish('topic-2', 'early'))
    await settle()
    expect(wallet.pushes).toEqual([])
  })

  test('an unacked message comes again after the socket drops and the client resubscribes', async () => {
    const dapp = await client(relay, 'did:key:dapp-3')
    let wallet = await client(relay, 'did:key:wallet-3', { autoAck: false })
    await wallet.result('irn_batchSubscribe', { topics: ['topic-3a', 'topic-3b'] })
    await dapp.result('irn_batchPublish', { messages: [publish('topic-3a', 'a'), publish('topic-3b', 'b')] })
    expect((await wallet.nextPush()).params.data.message).toBe('a')
    const pushB = await wallet.nextPush()
    expect(pushB.params.data.message).toBe('b')
    wallet.ack(pushB)
    await settle()

    const before = relay.stats().connectionsTotal
    relay.dropAllSockets()
    await once(wallet.socket, 'close')
    expect(relay.stats().connectionsTotal).toBe(before)

    // The same client (same auth) on a new socket: only what it did not ack.
    wallet = await client(relay, 'did:key:wallet-3')
    const ids = await wallet.result('irn_batchSubscribe', { topics: ['topic-3a', 'topic-3b'] })
    expect(ids).toHaveLength(2)
    expect((await wallet.nextPush()).params.data.message).toBe('a')
    await settle()
    expect(wallet.pushes).toEqual([])
    expect(relay.stats().connectionsTotal).toBe(before + 1)
  })

  test('irn_batchFetchMessages answers { messages, hasMore } and counts as delivery', async () => {
    const dapp = await client(relay, 'did:key:dapp-4')
    await dapp.result('irn_publish', publish('topic-4', 'fetched', 1102))
    const wallet = await client(relay, 'did:key:wallet-4')
    expect(await wallet.result('irn_batchFetchMessages', { topics: ['topic-4', 'nothing-here'] })).toEqual({
      messages: [{ topic: 'topic-4', message: 'fetched', publishedAt: expect.any(Number), tag: 1102 }],
      hasMore: false,
    })
    expect(await wallet.result('irn_batchFetchMessages', { topics: ['topic-4'] })).toEqual({ messages: [], hasMore: false })
  })

  test('wc_proposeSession / wc_approveSession subscribe the sender and publish the payloads (1100, 1101, 1102)', async () => {
    const dapp = await client(relay, 'did:key:dapp-5')
    const wallet = await client(relay, 'did:key:wallet-5')
    // The dapp never subscribes to its pairing topic itself (skipSubscribe): the relay does it.
    expect(
      await dapp.result('wc_proposeSession', {
        pairingTopic: 'pairing-5',
        sessionProposal: 'proposal',
        ttl: 300,
        correlationId: 1712345678901234,
      }),
    ).toBe(true)
    await wallet.result('irn_subscribe', { topic: 'pairing-5' })
    expect((await wallet.nextPush()).params.data).toMatchObject({ topic: 'pairing-5', message: 'proposal', tag: 1100 })

    expect(
      await wallet.result('wc_approveSession', {
        sessionTopic: 'session-5',
        pairingTopic: 'pairing-5',
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
        correlationId: 1712345678901234,
      }),
    ).toBe(true)
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 'pairing-5', message: 'response', tag: 1101 })
    await dapp.result('irn_subscribe', { topic: 'session-5' })
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: 'session-5', message: 'settle', tag: 1102 })

    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.result('irn_publish', publish('session-5', 'settle-ack', 1103))
    expect((await wallet.nextPush()).params.data).toMatchObject({ topic: 'session-5', message: 'settle-ack', tag: 1103 })
  })

  test('19-digit request ids come back exactly, as the clients read them (safe-json)', async () => {
    const wallet = await client(relay, 'did:key:wallet-6')
    const reply = new Promise<string>((resolve) => wallet.socket.once('message', (data) => resolve(data.toString())))
    wallet.socket.send('{"id":1712345678901234567,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t6"}}')
    const text = await reply
    expect(text).toContain('1712345678901234567')
    expect((safeJsonParse(text) as { id: unknown }).id).toBe(1712345678901234567n)

    const stringId = new Promise<string>((resolve) => wallet.socket.once('message', (data) => resolve(data.toString())))
    wallet.socket.send('{"id":"1712345678901234568","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"t6","id":"x"}}')
    expect(JSON.parse(await stringId)).toEqual({ jsonrpc: '2.0', id: '1712345678901234568', result: true })
  })

  test('answers JSON-RPC errors for unknown methods, bad params and frames that are not JSON', async () => {
    const wallet = await client(relay, 'did:key:wallet-7')
    expect((await wallet.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await wallet.call('irn_publish', { topic: 't' })).error?.code).toBe(-32602)
    expect((await wallet.call('wc_approveSession', { sessionTopic: 's' })).error?.code).toBe(-32602)
    const reply = new Promise<string>((resolve) => wallet.socket.once('message', (data) => resolve(data.toString())))
    wallet.socket.send('not json')
    expect(JSON.parse(await reply)).toMatchObject({ id: null, error: { code: -32700 } })
  })

  test('pings every socket, and ends one that stops answering', async () => {
    const fast = await startRelay({ pingIntervalMs: 40 })
    try {
      const live = await client(fast, 'did:key:live', { autoPong: true })
      const silent = await client(fast, 'did:key:silent', { autoPong: false })
      await once(live.socket, 'ping')
      await once(silent.socket, 'close')
      expect(live.socket.readyState).toBe(live.socket.OPEN)
      await vi.waitFor(() => expect(fast.stats().sockets).toBe(1))
    } finally {
      await fast.stop()
    }
  })

  test('stop() closes every socket and the port', async () => {
    const other = await startRelay()
    const wallet = await client(other, 'did:key:wallet-8')
    const closed = once(wallet.socket, 'close')
    await other.stop()
    await closed
    expect(await isPortOpen(other.port)).toBe(false)
    await other.stop() // twice is fine
  })
})
