import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { KitEvent } from '../../kernel/events/createEventBus.js'
import { testKit } from '../../test/fixtures.js'
import { createActivityFeed, FETCH_TRANSACTIONS_FAILED, type ActivityFeed } from './createActivityFeed.js'
import type { HistoryResponse } from './historyResponseSchema.js'
import { ALICE, fakeHistory, nft, sends, transaction, type FakeHistory } from './testing/historyFixtures.js'

// The feed against a history endpoint on 127.0.0.1, through the kit's own blockchain API client.

let server: Server
let history: FakeHistory
let baseUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const { status, body } = history.handle(new URL(req.url ?? '/', 'http://127.0.0.1'))
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blockchain`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const feeds: ActivityFeed[] = []
afterEach(() => {
  for (const feed of feeds.splice(0)) feed.destroy()
  vi.useRealTimers()
})

async function setup(transactions = sends(25), options: { pageSize?: number } = {}) {
  history = fakeHistory(transactions, options)
  const kit = testKit({ apiUrls: { blockchain: baseUrl } })
  await kit.ready()
  const events: KitEvent[] = []
  kit.kernel.events.onAny((event) => void (event.event === 'ERROR_FETCH_TRANSACTIONS' && events.push(event)))
  const feed = createActivityFeed({ kernel: kit.kernel, address: ALICE, chainId: 'eip155:1' })
  feeds.push(feed)
  return { kit, feed, events }
}

describe('createActivityFeed', () => {
  it('fetches the first page with chainId and the standard parameters, then pages with the cursor', async () => {
    const { feed } = await setup()
    const changes: string[] = []
    feed.subscribe(() => changes.push(feed.getState().status))
    expect(feed.getState()).toMatchObject({ status: 'loading', transactions: [] })
    await feed.load()
    expect(feed.getState()).toMatchObject({ status: 'ready', next: '10' })
    expect(feed.getState().transactions).toHaveLength(10)
    const [first] = history.requests
    expect(first?.pathname).toBe(`/blockchain/v1/account/${ALICE}/history`)
    expect(Object.fromEntries(first?.searchParams ?? [])).toMatchObject({ chainId: 'eip155:1', projectId: 'test-project', st: expect.any(String), sv: expect.any(String) })
    expect(first?.searchParams.has('cursor')).toBe(false)

    const more = feed.loadMore()
    expect(feed.getState().loadingMore).toBe(true)
    await Promise.all([more, feed.loadMore()]) // a second call while one runs does nothing
    expect(history.requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, '10'])
    await feed.loadMore()
    expect(feed.getState()).toMatchObject({ next: null, loadingMore: false })
    expect(feed.getState().transactions.map((tx) => tx.id)).toEqual(history.transactions.map((tx) => tx.id))
    await feed.loadMore() // at the end: no request
    expect(history.requests).toHaveLength(3)
    expect(changes[0]).toBe('loading')
  })

  it('a failed first page: the snack error exactly, ERROR_FETCH_TRANSACTIONS and the empty state (SPEC §8); load() retries', async () => {
    const { kit, feed, events } = await setup()
    history.fail = 500
    await feed.load()
    expect(feed.getState()).toMatchObject({ status: 'failed', transactions: [], next: null })
    expect(kit.kernel.state.snackbar).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' })
    expect(FETCH_TRANSACTIONS_FAILED).toBe('Failed to fetch transactions')
    expect(events).toEqual([
      {
        type: 'track',
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address: ALICE, projectId: 'test-project', cursor: undefined, isSmartAccount: false },
        timestamp: expect.any(Number),
      },
    ])

    history.fail = undefined
    await feed.load()
    expect(feed.getState()).toMatchObject({ status: 'ready' })
    expect(feed.getState().transactions).toHaveLength(10)
  })

  it('an answer of the wrong shape fails the same way', async () => {
    const { kit, feed, events } = await setup()
    history.fail = 'invalid'
    await feed.load()
    expect(feed.getState().status).toBe('failed')
    expect(kit.kernel.state.snackbar.message).toBe('Failed to fetch transactions')
    expect(events).toHaveLength(1)
  })

  it('a failed later page keeps what is loaded, reports with its cursor, and loads on the next try', async () => {
    const { kit, feed, events } = await setup()
    await feed.load()
    history.fail = 503
    await feed.loadMore()
    expect(feed.getState()).toMatchObject({ status: 'ready', next: '10', moreFailed: true, loadingMore: false })
    expect(feed.getState().transactions).toHaveLength(10)
    expect(kit.kernel.state.snackbar).toMatchObject({ message: 'Failed to fetch transactions', variant: 'error' })
    expect(events[0]?.properties).toMatchObject({ cursor: '10' })
    history.fail = undefined
    await feed.loadMore()
    expect(feed.getState()).toMatchObject({ moreFailed: false, next: '20' })
    expect(feed.getState().transactions).toHaveLength(20)
  })

  it('follows pages that show nothing (all spam or other chains), three at most', async () => {
    const spam = Array.from({ length: 6 }, () => transaction({ transfers: [nft('Airdrop', { spam: true })] }))
    const otherChain = sends(2, { chain: 'eip155:42161' })
    const visible = sends(3)
    const { feed } = await setup([...spam, ...otherChain, ...visible], { pageSize: 2 })
    await feed.load()
    // Pages 1-3 hold spam only: three pages, then it stops with the cursor of the fourth.
    expect(history.requests).toHaveLength(3)
    expect(feed.getState()).toMatchObject({ status: 'ready', next: '6' })
    await feed.loadMore()
    // Page 4 (other chain) shows nothing either, page 5 has one to show.
    expect(history.requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, '2', '4', '6', '8'])
    expect(feed.getState().transactions).toHaveLength(10)
  })

  it('refresh() puts new transactions in front and keeps the loaded pages', async () => {
    const { feed } = await setup()
    await feed.load()
    await feed.loadMore()
    const fresh = transaction({ minedAt: '2024-03-21T12:00:00Z' })
    history.transactions.unshift(fresh)
    await feed.refresh()
    const ids = feed.getState().transactions.map((tx) => tx.id)
    expect(ids).toHaveLength(21)
    expect(ids[0]).toBe(fresh.id)
    expect(new Set(ids).size).toBe(21)
    expect(feed.getState().next).toBe('20')
  })

  it('destroy() aborts: nothing is reported after it', async () => {
    const { kit, feed, events } = await setup()
    history.fail = 500
    const loading = feed.load()
    feed.destroy()
    await loading
    expect(events).toHaveLength(0)
    expect(kit.kernel.state.snackbar.open).toBe(false)
  })
})

describe('watchSend', () => {
  it('refreshes until the sent transaction shows, then stops', async () => {
    vi.useFakeTimers()
    const pages: HistoryResponse[] = [{ data: sends(2), next: null }]
    const fetchPage = vi.fn(async () => pages.at(-1) as HistoryResponse)
    const kit = testKit()
    const feed = createActivityFeed({ kernel: kit.kernel, address: ALICE, chainId: 'eip155:1', fetchPage })
    feeds.push(feed)
    await feed.load()
    const sent = transaction({ id: `0x${'ab'.repeat(32)}`, minedAt: '2024-03-21T12:00:00Z' })
    feed.watchSend(sent.metadata.hash.toUpperCase().replace('0X', '0x'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(500)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    // The indexer has it now.
    pages.push({ data: [sent, ...sends(2)], next: null })
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetchPage).toHaveBeenCalledTimes(4)
    expect(feed.getState().transactions[0]?.id).toBe(sent.id)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchPage).toHaveBeenCalledTimes(4)
  })

  it('without a hash: refreshes on each of the delays', async () => {
    vi.useFakeTimers()
    const fetchPage = vi.fn(async (): Promise<HistoryResponse> => ({ data: sends(1), next: null }))
    const feed = createActivityFeed({ kernel: testKit().kernel, address: ALICE, chainId: 'eip155:1', fetchPage })
    feeds.push(feed)
    await feed.load()
    feed.watchSend()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchPage).toHaveBeenCalledTimes(1 + 5)
  })
})
