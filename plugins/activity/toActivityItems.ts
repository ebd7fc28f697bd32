import { type TranslationKey, formatDate, intlLocale, shortenAddress, truncateDecimals } from 'portico/ui'
import type { Transaction, TransactionTransfer } from './historyResponseSchema.js'

/** A date heading of the activity list: short month plus day in the locale (SPEC.md §5). */
interface ActivityDate {
  kind: 'date'
  key: string
  label: string
}

/** A transaction as one row of the activity list, its text ready but for the catalogue's messages. */
export interface ActivityRow {
  kind: 'transaction'
  key: string
  /** 'Sent', 'Received', 'Executed', ... */
  title: TranslationKey
  /** Who was on the other side: 'to {address}' or 'from {address}', the address shortened. */
  counterparty: { message: 'activity.to' | 'activity.from'; address: string } | undefined
  /** The amounts with their symbols (`'1.5 ETH'`, `'0.5 ETH → 1,500 TUSD'`), or an NFT's name; `''` for none. */
  amount: string
  /** Shown for transactions that did not go through. */
  status: 'activity.failed' | 'activity.pending' | undefined
  /** What the row's image shows: a token icon or NFT preview, with a name for its placeholder. */
  icon: { name: string; url: string | undefined }
}

export type ActivityItem = ActivityDate | ActivityRow

const TITLES: Readonly<Record<string, TranslationKey>> = {
  send: 'activity.sent',
  receive: 'activity.received',
  execute: 'activity.executed',
  deploy: 'activity.deployed',
  mint: 'activity.minted',
  burn: 'activity.burned',
  trade: 'activity.swapped',
  approve: 'activity.approved',
  deposit: 'activity.deposited',
  withdraw: 'activity.withdrawn',
  cancel: 'activity.cancelled',
  buy: 'activity.bought',
}

/**
 * Whether every transfer of a transaction is an NFT flagged as spam (SPEC.md §5). A transaction without
 * transfers (a plain contract call) is not spam.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

/** Whether a transaction shows in the activity list: on the connected chain and not spam (SPEC.md §5). */
export function isVisibleTransaction(transaction: Transaction, chainId: string): boolean {
  return transaction.metadata.chain === chainId && !isSpamTransaction(transaction)
}

const quantityFormats = new Map<string, Intl.NumberFormat>()

/** A quantity rounded down to at most 4 decimals in the locale; `<0.0001` for a smaller non-zero one. */
function formatQuantity(numeric: string, locale: string): string {
  let format = quantityFormats.get(locale)
  if (!format) quantityFormats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 4 })))
  const truncated = truncateDecimals(numeric, 4)
  if (!/[1-9]/u.test(truncated) && /[1-9]/u.test(numeric)) return `<${format.format(0.0001)}`
  // Intl formats decimal strings exactly (ES2023).
  return format.format(truncated as unknown as number)
}

function transferText(transfer: TransactionTransfer, locale: string): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? 'NFT'
  const symbol = transfer.fungible_info?.symbol
  const amount = formatQuantity(transfer.quantity.numeric, locale)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * A transaction as a row: its title from the operation type (or the direction of its first transfer), the
 * counterparty, the amounts and a status for failed or pending ones.
 *
 * @example
 * toActivityRow(tx, 'en') // { title: 'activity.sent', counterparty: { message: 'activity.to', address: '0x7099…79C8' }, amount: '1.5 ETH', ... }
 */
export function toActivityRow(transaction: Transaction, locale: string): ActivityRow {
  const { metadata, transfers } = transaction
  const [first] = transfers
  const title =
    TITLES[metadata.operationType] ??
    (first?.direction === 'out' ? 'activity.sent' : first?.direction === 'in' ? 'activity.received' : 'activity.executed')
  const incoming = first ? first.direction === 'in' : metadata.operationType === 'receive'
  const other = incoming ? (first?.sender ?? metadata.sentFrom) : (first?.recipient ?? metadata.sentTo)
  const outs = transfers.filter((t) => t.direction !== 'in')
  const ins = transfers.filter((t) => t.direction === 'in')
  const amount =
    outs[0] && ins[0]
      ? `${transferText(outs[0], locale)} → ${transferText(ins[0], locale)}`
      : transfers
          .slice(0, 2)
          .map((t) => transferText(t, locale))
          .concat(transfers.length > 2 ? ['…'] : [])
          .join(', ')
  return {
    kind: 'transaction',
    key: transaction.id,
    title,
    counterparty: other ? { message: incoming ? 'activity.from' : 'activity.to', address: shortenAddress(other) } : undefined,
    amount,
    status: metadata.status === 'failed' ? 'activity.failed' : metadata.status === 'pending' ? 'activity.pending' : undefined,
    icon: {
      name: first?.fungible_info?.symbol ?? first?.nft_info?.name ?? metadata.operationType,
      url: first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url ?? undefined,
    },
  }
}

/** The local calendar day of a time, as a key. */
function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`
}

/**
 * The activity list of a history: only the visible transactions of `chainId` (spam hidden, SPEC.md §5), newest
 * first, grouped by local day under a short month plus day heading in the locale (`Mar 5`, `5. März`).
 *
 * @example
 * toActivityItems(page.data, { chainId: 'eip155:1', locale: 'en' })
 * // [{ kind: 'date', label: 'Mar 5', ... }, { kind: 'transaction', title: 'activity.sent', ... }, ...]
 */
export function toActivityItems(
  transactions: readonly Transaction[],
  { chainId, locale }: { chainId: string; locale: string },
): ActivityItem[] {
  const seen = new Set<string>()
  const visible = transactions
    .filter((tx) => isVisibleTransaction(tx, chainId) && !seen.has(tx.id) && seen.add(tx.id))
    .map((tx) => ({ tx, time: Date.parse(tx.metadata.minedAt) || 0 }))
    .sort((a, b) => b.time - a.time)
  const items: ActivityItem[] = []
  let day: string | undefined
  for (const { tx, time } of visible) {
    const date = new Date(time)
    const key = dayKey(date)
    if (key !== day) {
      day = key
      items.push({ kind: 'date', key: `date:${key}`, label: formatDate(date, locale) })
    }
    items.push(toActivityRow(tx, locale))
  }
  return items
}
