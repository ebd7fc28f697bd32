import { mainnet } from '../../../test/fixtures.js'
import type { Transaction, TransactionTransfer } from '../historyResponseSchema.js'

// Transactions in the blockchain API's shape (SPEC.md §3) and a paging history endpoint over them, for the
// plugin's tests: in-process (`handle`) or behind a 127.0.0.1 server.

export const ALICE = '0x00000000000000000000000000000000000000a1'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

export function fungible(
  numeric: string,
  symbol: string,
  direction: 'in' | 'out' | 'self',
  extra: Partial<TransactionTransfer> = {},
): TransactionTransfer {
  return {
    fungible_info: { name: symbol, symbol, icon: { url: `http://127.0.0.1:9/assets/token/${symbol}` } },
    direction,
    quantity: { numeric },
    value: 0,
    price: 0,
    ...extra,
  }
}

export function nft(name: string, { spam = false, direction = 'in' }: { spam?: boolean; direction?: 'in' | 'out' } = {}): TransactionTransfer {
  return {
    nft_info: { name, content: { preview: { url: 'http://127.0.0.1:9/assets/asset/ethereum' } }, flags: { is_spam: spam } },
    direction,
    quantity: { numeric: '1' },
  }
}

let counter = 0

/** A transaction of ALICE on Ethereum mainnet (`mainnet` of the test fixtures): by default she sent 1.5 ETH to BOB on 2024-03-05. */
export function transaction({
  id = `0x${(++counter).toString(16).padStart(64, '0')}`,
  operationType = 'send',
  minedAt = '2024-03-05T12:00:00.000Z',
  chain = mainnet.caipNetworkId,
  status = 'confirmed',
  sentFrom = ALICE,
  sentTo = BOB,
  transfers = [fungible('1.5', 'ETH', 'out')],
}: {
  id?: string
  operationType?: string
  minedAt?: string
  chain?: string | null
  status?: string
  sentFrom?: string
  sentTo?: string
  transfers?: TransactionTransfer[]
} = {}): Transaction {
  return { id, metadata: { operationType, hash: id, minedAt, sentFrom, sentTo, status, nonce: 0, chain }, transfers }
}

/** `count` plain sends, one a day backwards from 2024-03-20, newest first. */
export function sends(count: number, { chain = mainnet.caipNetworkId }: { chain?: string } = {}): Transaction[] {
  return Array.from({ length: count }, (_, index) =>
    transaction({
      minedAt: new Date(Date.UTC(2024, 2, 20 - index, 12)).toISOString(),
      chain,
      transfers: [fungible(String(index + 1), 'TUSD', 'out')],
    }),
  )
}

export interface FakeHistory {
  /** What the endpoint lists, newest first; tests may change it. */
  transactions: Transaction[]
  pageSize: number
  /** Answer with this status (or an invalid body) instead, while set. */
  fail: number | 'invalid' | undefined
  /** Every history request, as its URL. */
  requests: URL[]
  /** Answers a request: GET …/history?chainId=&cursor= pages by index; other chains' transactions stay in. */
  handle(url: URL): { status: number; body: unknown }
  /** A `fetch` for the kit's HTTP client. */
  fetch: typeof fetch
}

/** A paging history endpoint over `transactions` (cursor = index of the next page). */
export function fakeHistory(transactions: Transaction[], { pageSize = 10 }: { pageSize?: number } = {}): FakeHistory {
  const history: FakeHistory = {
    transactions,
    pageSize,
    fail: undefined,
    requests: [],
    handle(url) {
      // Only history calls are recorded (and broken): the kit also looks wallets up in the directory.
      if (!/\/v1\/account\/[^/]+\/history$/u.test(url.pathname)) return { status: 404, body: { message: 'No route' } }
      history.requests.push(url)
      if (history.fail === 'invalid') return { status: 200, body: { data: [{ id: 1 }] } }
      if (history.fail) return { status: history.fail, body: { message: 'Injected failure' } }
      const start = Number(url.searchParams.get('cursor') ?? 0)
      const end = start + history.pageSize
      return {
        status: 200,
        body: { data: history.transactions.slice(start, end), next: end < history.transactions.length ? String(end) : null },
      }
    },
    fetch: async (input) => {
      const { status, body } = history.handle(new URL(input instanceof Request ? input.url : String(input)))
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    },
  }
  return history
}
