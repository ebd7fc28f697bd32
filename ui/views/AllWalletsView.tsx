import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { SEARCH_IMAGE_WAIT_MS, WALLET_IMAGES_PREFETCHED } from '../../kernel/constants.js'
import type { WalletDirectory } from '../../kernel/api/walletDirectory.js'
import type { AppKit } from '../../kernel/createInstance.js'
import type { Connector } from '../../kernel/types/connector.js'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import type { Wallet } from '../../kernel/types/wallet.js'
import { Icon } from '../components/icons.js'
import { LoadingView, Spinner } from '../components/Spinner.js'
import { VirtualGrid } from '../components/VirtualGrid.js'
import { nearEnd } from '../components/virtualWindow.js'
import { WalletImage } from '../components/WalletImage.js'
import { useKit } from '../hooks/useKit.js'
import { useStyleSheet } from '../hooks/useStyleSheet.js'
import { useSnap, useSnapValue } from '../hooks/useSnap.js'
import { useI18n } from '../i18n/I18nContext.js'
import { customWallets, directoryFilters, forPlatform } from '../wallets/directoryFilters.js'
import { findWalletConnector, pickWallet } from '../wallets/pickWallet.js'
import { getKernelApi } from '../../kernel/internals.js'
import { allWalletsCss } from './allWalletsCss.js'

const ROW_HEIGHT = 112
const MIN_ITEM_WIDTH = 76
const SEARCH_DEBOUNCE_MS = 250

/** Starts fetching the first images of a page, so the visible part of the grid shows them at once (SPEC.md §9). */
function prefetchImages(directory: WalletDirectory, wallets: readonly Wallet[]): Promise<unknown> {
  return Promise.allSettled(
    wallets
      .slice(0, WALLET_IMAGES_PREFETCHED)
      .flatMap((w) => (w.image_id && !w.image_url ? [directory.fetchImage('wallet', w.image_id)] : [])),
  )
}

function dedupe(wallets: readonly Wallet[]): Wallet[] {
  const seen = new Set<string>()
  return wallets.filter((w) => !seen.has(w.id) && Boolean(seen.add(w.id)))
}

function newCursor() {
  return { page: 0, received: 0, count: Infinity, busy: false, live: true, head: [] as Wallet[] }
}

interface Pages {
  wallets: Wallet[]
  loading: boolean
  failed: boolean
  done: boolean
}

/** The directory, page by page (SPEC.md §9: 40 a page): featured first, then custom, then the rest. */
function useWalletPages(kit: AppKit, namespace: ChainNamespace | undefined) {
  const [pages, setPages] = useState<Pages>({ wallets: [], loading: true, failed: false, done: false })
  const cursor = useRef(newCursor())

  const loadMore = useCallback(() => {
    const c = cursor.current
    if (c.busy || c.received >= c.count) return
    c.busy = true
    setPages((p) => ({ ...p, loading: true }))
    const featuredIds = getKernelApi(kit).options.featuredWalletIds ?? []
    void getKernelApi(kit).api
      .directory()
      .then(async (directory) => {
        // Without the featured wallets the list starts with the custom ones and the directory's pages.
        if (c.page === 0) c.head = forPlatform(kit, [...(await directory.fetchFeatured(featuredIds).catch(() => [])), ...customWallets(kit)], namespace)
        const { data, count } = await directory.fetchWalletsPage({ page: c.page + 1, ...directoryFilters(kit, namespace, featuredIds) })
        if (!c.live) return
        void prefetchImages(directory, data)
        c.page += 1
        c.received += data.length
        c.count = data.length ? count : c.received
        const page = forPlatform(kit, data, namespace)
        setPages((p) => ({
          wallets: dedupe(c.page === 1 ? [...c.head, ...page] : [...p.wallets, ...page]),
          loading: false,
          failed: false,
          done: c.received >= c.count,
        }))
      })
      .catch(() => c.live && setPages((p) => ({ ...p, loading: false, failed: true, done: true })))
      .finally(() => {
        c.busy = false
      })
  }, [kit, namespace])

  useEffect(() => {
    const c = (cursor.current = newCursor())
    loadMore()
    return () => {
      c.live = false
    }
  }, [loadMore])
  /** After a failure: asks for the page that failed again (the cursor only moves on success). */
  const retry = useCallback(() => {
    setPages((p) => ({ ...p, failed: false, done: false }))
    loadMore()
  }, [loadMore])
  return { ...pages, loadMore, retry }
}

interface Search {
  query: string
  wallets: Wallet[]
  loading: boolean
  /** The results' images have had their wait (SPEC.md §9, 300 ms): a tile still without its image shows its initial. */
  imagesSettled: boolean
}

const NO_SEARCH: Search = { query: '', wallets: [], loading: false, imagesSettled: true }

/**
 * Search (SPEC.md §9: 100 results), debounced. The results show in the frame their response arrives in, and their
 * images are fetched at once. The search image wait (SPEC.md §9, 300 ms) is spent on the tiles instead of on the
 * list: for 300 ms a tile whose image is not in yet shows a blank placeholder, so images that arrive in time
 * replace it without a wallet initial flashing first; after that the initial shows until the image comes.
 */
function useWalletSearch(kit: AppKit, query: string, namespace: ChainNamespace | undefined): Search {
  const [search, setSearch] = useState<Search>(NO_SEARCH)
  useEffect(() => {
    if (!query) return setSearch(NO_SEARCH)
    setSearch((s) => ({ ...s, loading: true }))
    const controller = new AbortController()
    let settle: ReturnType<typeof setTimeout> | undefined
    const show = (wallets: Wallet[], imagesSettled: boolean) => {
      if (controller.signal.aborted) return
      // Rendered now, in the task the response arrived in, rather than in a later one (SPEC.md §9 wants it within
      // one frame; image loads queued meanwhile would otherwise run first).
      flushSync(() => setSearch({ query, wallets, loading: false, imagesSettled }))
      if (!imagesSettled) settle = setTimeout(() => setSearch((s) => (s.query === query ? { ...s, imagesSettled: true } : s)), SEARCH_IMAGE_WAIT_MS)
    }
    const timer = setTimeout(() => {
      getKernelApi(kit).events.emit('SEARCH_WALLET', { search: query })
      const lower = query.toLowerCase()
      const custom = customWallets(kit).filter((w) => w.name.toLowerCase().includes(lower))
      void getKernelApi(kit).api
        .directory()
        .then(async (directory) => {
          const { data } = await directory.searchWallets({ search: query, signal: controller.signal, ...directoryFilters(kit, namespace) })
          const wallets = dedupe(forPlatform(kit, [...custom, ...data], namespace))
          show(wallets, false)
          void prefetchImages(directory, wallets)
        })
        .catch(() => show(forPlatform(kit, custom, namespace), true))
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      clearTimeout(settle)
      controller.abort()
    }
  }, [kit, query, namespace])
  return search
}

const WalletCard = memo(function WalletCard({
  wallet,
  installed,
  installedLabel,
  imageWait,
  onPick,
}: {
  wallet: Wallet
  installed: boolean
  installedLabel: string
  imageWait: boolean
  onPick(wallet: Wallet): void
}) {
  const tagId = useId()
  return (
    <button
      type="button"
      className="pt-tile"
      aria-describedby={installed ? tagId : undefined}
      onClick={() => onPick(wallet)}
    >
      <WalletImage name={wallet.name} imageId={wallet.image_id} imageUrl={wallet.image_url} size={40} blankWhileLoading={imageWait} />
      <span className="pt-tile-name">{wallet.name}</span>
      {installed ? (
        <span id={tagId} className="pt-tag pt-tag-s" aria-hidden="true">
          {installedLabel}
        </span>
      ) : null}
    </button>
  )
})

/**
 * AllWallets (SPEC.md §2): the whole directory in a virtual grid with infinite scroll, and search. Installed
 * wallets are marked and connect through their connector.
 */
export default function AllWalletsView() {
  useStyleSheet(allWalletsCss)
  const kit = useKit()
  const { t } = useI18n()
  const namespace = useSnapValue(getKernelApi(kit).state.modal, (modal) => modal.namespaceFilter)
  const { list } = useSnap(getKernelApi(kit).state.connectors)
  const connectors = list as readonly Connector[]
  // Most wallets here have no extension: WalletConnect is their way in, so its plugin may fetch the SDK now.
  useEffect(() => getKernelApi(kit).events.emit('CONNECT_INTENT'), [kit])
  const [input, setInput] = useState('')
  const query = input.trim()
  const pages = useWalletPages(kit, namespace)
  const search = useWalletSearch(kit, query, namespace)
  const searching = query.length > 0
  const wallets = searching ? search.wallets : pages.wallets
  const loading = searching ? search.loading || search.query !== query : pages.loading

  const onPick = useCallback((wallet: Wallet) => pickWallet(kit, wallet, connectors), [kit, connectors])
  const installed = useMemo(
    () => new Set(wallets.filter((w) => findWalletConnector(connectors, w)).map((w) => w.id)),
    [wallets, connectors],
  )
  const { loadMore, done } = pages
  const onWindow = useCallback(
    (window: Parameters<typeof nearEnd>[0], columns: number) => {
      if (!searching && !done && nearEnd(window, pages.wallets.length, columns, 2)) loadMore()
    },
    [searching, done, loadMore, pages.wallets.length],
  )

  let body
  if (searching && (search.query !== query || (search.loading && !search.wallets.length))) body = <LoadingView />
  else if (!searching && pages.loading && !pages.wallets.length) body = <LoadingView />
  else if (!searching && pages.failed && !pages.wallets.length)
    body = (
      <div className="pt-stack pt-center-text">
        <p className="pt-empty" role="alert">
          {t('wallets.loadFailed')}
        </p>
        <button type="button" className="pt-btn pt-btn-secondary" onClick={pages.retry}>
          {t('connecting.retry')}
        </button>
      </div>
    )
  else if (!wallets.length) body = <p className="pt-empty">{t('wallets.noResults')}</p>
  else
    body = (
      <VirtualGrid
        key={searching ? `search:${search.query}` : 'all'}
        items={wallets}
        label={t('wallets.list')}
        rowHeight={ROW_HEIGHT}
        minItemWidth={MIN_ITEM_WIDTH}
        getKey={(w) => w.id}
        renderItem={(w) => (
          <WalletCard
            wallet={w}
            installed={installed.has(w.id)}
            installedLabel={t('connect.installed')}
            imageWait={searching && !search.imagesSettled}
            onPick={onPick}
          />
        )}
        onWindow={onWindow}
        footer={
          !searching && loading ? (
            <div className="pt-center">
              <Spinner small label={t('wallets.loading')} />
            </div>
          ) : null
        }
      />
    )

  return (
    <div className="pt-stack">
      <label className="pt-search">
        <Icon name="search" />
        <input
          type="search"
          aria-label={t('wallets.search')}
          placeholder={t('wallets.search')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <p className="pt-sr-only" role="status">
        {searching && !loading && search.query === query ? t('wallets.count', { count: wallets.length }) : ''}
      </p>
      <div className="pt-wallets">{body}</div>
    </div>
  )
}
