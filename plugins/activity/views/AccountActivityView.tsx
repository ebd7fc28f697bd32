import { Spinner, VirtualGrid, WalletImage, useActiveAccount, useTranslate, usePluginContext, useStyleSheet } from 'portico/ui'
import { useMemo } from 'react'
import { toActivityItems, type ActivityItem, type ActivityRow } from '../toActivityItems.js'
import { activityCss } from './activityCss.js'
import { useActivityFeed } from './useActivityFeed.js'

/** Lists with more entries (rows and date headings) than this are virtualized. */
const VIRTUAL_FROM = 40
const ROW_HEIGHT = 56
/** In a virtualized list, the next page loads when the rendered rows come this close to the end. */
const LOAD_AHEAD = 5

function ActivityRowView({ row }: { row: ActivityRow }) {
  const { t } = useTranslate()
  // The spaces between the parts keep the list item's text readable ("Sent to 0x7099…79C8 1.5 ETH").
  return (
    <div className="pt-token">
      <WalletImage name={row.icon.name} imageUrl={row.icon.url} size={32} shape="network" />{' '}
      <span className="pt-token-text">
        <span className="pt-activity-title">
          <span className="pt-row-name">{t(row.title)}</span>
          {row.status ? (
            <>
              {' '}
              <span className="pt-tag pt-tag-s">{t(row.status)}</span>
            </>
          ) : null}
        </span>{' '}
        {row.counterparty ? (
          <span className="pt-muted">{t(row.counterparty.message, { address: row.counterparty.address })}</span>
        ) : null}
      </span>
      {row.amount ? (
        <>
          {' '}
          <span className="pt-token-value" dir="ltr">{row.amount}</span>
        </>
      ) : null}
    </div>
  )
}

function renderItem(item: ActivityItem) {
  return item.kind === 'date' ? <h3 className="pt-activity-date">{item.label}</h3> : <ActivityRowView row={item} />
}

/**
 * The Activity tab of Account (SPEC.md §2): the connected account's transactions on the connected network,
 * newest first, grouped by day, spam hidden (SPEC.md §5), with more pages on scroll or "Load more". A failed
 * fetch leaves the empty state with "Try again" (SPEC.md §8).
 */
export default function AccountActivityView() {
  useStyleSheet(activityCss)
  const context = usePluginContext('activity')
  const { t, locale } = useTranslate()
  const { account, network, unsupported } = useActiveAccount()
  // Only on a family whose chain package says the blockchain API keeps its history (SPEC.md §9).
  const chain = context.chain(network?.chainNamespace)
  const chainId = network && !unsupported && chain.has('activity') ? chain.activity.chainId(network) : undefined
  const address = account?.address
  const { feed, state } = useActivityFeed(context, address, chainId, account?.preferredAccountType === 'smartAccount')
  const items = useMemo(
    () => (chainId ? toActivityItems(state.transactions, { chainId, locale }) : []),
    [state.transactions, chainId, locale],
  )

  if (!address) return <p className="pt-empty">{t('account.notConnected')}</p>
  // The capability is missing on this chain family: the kernel's 'Unsupported chain' (SPEC.md §5), explained.
  if (!chainId)
    return (
      <p className="pt-empty">
        <strong>{t('activity.unsupportedChain')}</strong>
        <br />
        <span>{t('activity.unsupported')}</span>
      </p>
    )
  if (!feed || state.status === 'loading')
    return (
      <div className="pt-center">
        <Spinner label={t('activity.loading')} />
      </div>
    )

  const more = !state.next ? null : state.loadingMore ? (
    <div className="pt-center">
      <Spinner small label={t('activity.loadingMore')} />
    </div>
  ) : (
    <button type="button" className="pt-btn pt-btn-secondary" onClick={() => void feed.loadMore()}>
      {t('activity.loadMore')}
    </button>
  )

  if (!items.length)
    return (
      <div className="pt-empty">
        <p className="pt-heading">{t('account.noActivity')}</p>
        <p className="pt-muted">{t('account.noActivityText')}</p>
        {state.status === 'failed' ? (
          <button type="button" className="pt-btn pt-btn-secondary" onClick={() => void feed.load()}>
            {t('activity.retry')}
          </button>
        ) : (
          more
        )}
      </div>
    )

  return (
    <div className="pt-stack pt-activity">
      {items.length > VIRTUAL_FROM ? (
        <VirtualGrid
          items={items}
          label={t('activity.list')}
          rowHeight={ROW_HEIGHT}
          minItemWidth={Number.MAX_SAFE_INTEGER}
          getKey={(item) => item.key}
          renderItem={renderItem}
          onWindow={({ endIndex }) => {
            if (endIndex >= items.length - LOAD_AHEAD && !state.moreFailed) void feed.loadMore()
          }}
        />
      ) : (
        <ul className="pt-list" aria-label={t('activity.list')}>
          {items.map((item) => (
            <li key={item.key}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {more}
    </div>
  )
}
