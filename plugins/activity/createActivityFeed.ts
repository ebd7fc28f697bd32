import type { PluginContext } from 'portico'
import { fetchTransactions, type FetchTransactionsParameters } from './fetchTransactions.js'
import type { HistoryResponse, Transaction } from './historyResponseSchema.js'
import { isVisibleTransaction } from './toActivityItems.js'

/** The snack message of a failed history fetch (SPEC.md §8). */
export const FETCH_TRANSACTIONS_FAILED = 'Failed to fetch transactions'

/** Pages fetched in a row, at most, while they hold nothing to show (all spam or other chains). */
const MAX_HIDDEN_PAGES = 3
/** After a send, the first page is fetched again after these delays until the transaction shows. */
const SEND_REFRESH_DELAYS_MS: readonly number[] = [0, 500, 1000, 2000, 4000]

export interface ActivityFeedState {
  /** `'loading'`: the first page is on its way; `'failed'`: it failed, and the empty state shows (SPEC.md §8). */
  status: 'loading' | 'ready' | 'failed'
  /** Every transaction fetched so far, newest first (spam and other chains included: the list hides them). */
  transactions: readonly Transaction[]
  /** The cursor of the next page, or null at the end. */
  next: string | null
  loadingMore: boolean
  /** The last `loadMore()` failed: loading on scroll waits for an explicit one. */
  moreFailed: boolean
}

export interface ActivityFeed {
  getState(): ActivityFeedState
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /** Fetches the first page afresh (also the retry after a failure). */
  load(): Promise<void>
  /** Fetches the next page, if any, and appends it. */
  loadMore(): Promise<void>
  /** Fetches the first page again and puts what is new in front, keeping the pages already loaded. */
  refresh(): Promise<void>
  /** After a send: refreshes now and a few times more until `hash` shows (or all of `SEND_REFRESH_DELAYS_MS`). */
  watchSend(hash?: string): void
  /** Aborts what is in flight and stops every timer. */
  destroy(): void
}

export interface CreateActivityFeedParameters {
  kernel: Pick<PluginContext, 'api' | 'events' | 'snackbar' | 'options'>
  /** The connected account's address. */
  address: string
  /** CAIP-2 id of the connected network: the only chain the list shows (SPEC.md §5). */
  chainId: string
  /** Reported with ERROR_FETCH_TRANSACTIONS. */
  isSmartAccount?: boolean | undefined
  /** Fetches one page; defaults to `fetchTransactions` with the kit's blockchain API client. */
  fetchPage?: ((parameters: FetchTransactionsParameters) => Promise<HistoryResponse>) | undefined
}

/**
 * The activity of one account on one network, page by page (SPEC.md §7 history). A failed fetch shows the snack
 * error 'Failed to fetch transactions' and emits ERROR_FETCH_TRANSACTIONS; a failed first page leaves the
 * empty state (SPEC.md §8), a failed later page keeps what is loaded. Framework-free: views subscribe.
 *
 * @example
 * const feed = createActivityFeed({ kernel, address, chainId: 'eip155:1' })
 * feed.subscribe(() => render(feed.getState()))
 * await feed.load()
 */
export function createActivityFeed({
  kernel,
  address,
  chainId,
  isSmartAccount = false,
  fetchPage,
}: CreateActivityFeedParameters): ActivityFeed {
  let state: ActivityFeedState = { status: 'loading', transactions: [], next: null, loadingMore: false, moreFailed: false }
  const listeners = new Set<() => void>()
  const controller = new AbortController()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let generation = 0
  let loading: Promise<void> | undefined
  let refreshing: Promise<void> | undefined
  let destroyed = false

  const set = (changes: Partial<ActivityFeedState>) => {
    if (destroyed) return
    state = { ...state, ...changes }
    for (const listener of [...listeners]) listener()
  }
  const page = (cursor: string | null | undefined): Promise<HistoryResponse> => {
    const parameters = { address, chainId, cursor, signal: controller.signal }
    return fetchPage ? fetchPage(parameters) : kernel.api.blockchain().then((client) => fetchTransactions(client, parameters))
  }
  const report = (cursor: string | null | undefined) => {
    kernel.snackbar.show(FETCH_TRANSACTIONS_FAILED, 'error')
    kernel.events.emit('ERROR_FETCH_TRANSACTIONS', {
      address,
      projectId: kernel.options.projectId,
      cursor: cursor ?? undefined,
      isSmartAccount,
    })
  }
  const visibleCount = (transactions: readonly Transaction[]) =>
    transactions.filter((tx) => isVisibleTransaction(tx, chainId)).length
  /** Fetches from `cursor` on, following `next` past pages that show nothing, up to MAX_HIDDEN_PAGES. */
  async function pages(cursor: string | null | undefined): Promise<HistoryResponse> {
    const data: Transaction[] = []
    let next = cursor
    for (let fetched = 0; ; ) {
      const response = await page(next)
      data.push(...response.data)
      next = response.next ?? null
      if (!next || visibleCount(response.data) > 0 || ++fetched >= MAX_HIDDEN_PAGES) return { data, next }
    }
  }

  function load(): Promise<void> {
    loading = loadFirst().finally(() => (loading = undefined))
    return loading
  }

  async function loadFirst(): Promise<void> {
    const mine = ++generation
    set({ status: 'loading', transactions: [], next: null, loadingMore: false, moreFailed: false })
    try {
      const { data, next } = await pages(undefined)
      if (mine === generation) set({ status: 'ready', transactions: data, next: next ?? null })
    } catch {
      if (destroyed || mine !== generation) return
      set({ status: 'failed', transactions: [], next: null })
      report(undefined)
    }
  }

  async function loadMore(): Promise<void> {
    const { next: cursor, status, loadingMore } = state
    if (!cursor || status !== 'ready' || loadingMore) return
    const mine = generation
    set({ loadingMore: true, moreFailed: false })
    try {
      const { data, next } = await pages(cursor)
      // A load() or a refresh that replaced the list meanwhile makes this page meaningless.
      if (mine !== generation || state.next !== cursor) return
      const known = new Set(state.transactions.map((tx) => tx.id))
      set({ transactions: [...state.transactions, ...data.filter((tx) => !known.has(tx.id))], next: next ?? null, loadingMore: false })
    } catch {
      if (destroyed || mine !== generation) return
      set({ loadingMore: false, moreFailed: true })
      report(cursor)
    }
  }

  function refresh(): Promise<void> {
    if (state.status === 'loading' && loading) return loading
    if (state.status !== 'ready') return load()
    refreshing ??= (async () => {
      const mine = generation
      try {
        const { data, next } = await page(undefined)
        if (mine !== generation) return
        const known = new Set(state.transactions.map((tx) => tx.id))
        if (state.transactions.length && !data.some((tx) => known.has(tx.id))) {
          // More is new than a page holds: start over from this page.
          set({ transactions: data, next: next ?? null, moreFailed: false })
          return
        }
        const fresh = new Set(data.map((tx) => tx.id))
        set({ transactions: [...data, ...state.transactions.filter((tx) => !fresh.has(tx.id))] })
      } catch {
        if (!destroyed && mine === generation) report(undefined)
      }
    })().finally(() => (refreshing = undefined))
    return refreshing
  }

  function watchSend(hash?: string): void {
    const shown = () => Boolean(hash && state.transactions.some((tx) => tx.metadata.hash.toLowerCase() === hash.toLowerCase()))
    let step = 0
    const tick = () => {
      if (destroyed || shown()) return
      void refresh().then(() => {
        const delay = SEND_REFRESH_DELAYS_MS[++step]
        if (delay === undefined || destroyed || shown()) return
        const timer = setTimeout(() => {
          timers.delete(timer)
          tick()
        }, delay)
        timers.add(timer)
      })
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      tick()
    }, SEND_REFRESH_DELAYS_MS[0] ?? 0)
    timers.add(timer)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load,
    loadMore,
    refresh,
    watchSend,
    destroy() {
      destroyed = true
      generation++
      controller.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      listeners.clear()
    },
  }
}
