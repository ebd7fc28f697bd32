import { randomBytes } from 'node:crypto'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { formatUnits, getAddress, isAddress, zeroAddress, type Hex } from 'viem'
import * as z from 'zod'
import {
  deleteFakeTransactions,
  ensureHistorySchema,
  hasHistoryTransaction,
  historyProgress,
  insertHistoryTransaction,
  listHistory,
  type HistoryTransaction,
  type HistoryTransfer,
} from '../indexer.js'
import { listPurchases, purchaseHashes } from '../onramp/purchases.js'
import type { ApiState } from './apiState.js'
import { HttpError, queryInt, readJson, sendJson, type Route } from './http.js'
import { solanaPurchaseEntry } from './solanaPurchaseEntry.js'

/** How many transactions a history page holds unless `limit` says otherwise. */
const HISTORY_PAGE_SIZE = 20

/** What a transaction did for the address whose history lists it. */
type OperationType = 'send' | 'receive' | 'execute' | 'deploy' | 'mint' | 'burn' | 'trade' | 'buy'

/** One transfer of a history transaction (SPEC.md §3): a fungible amount or an NFT. */
interface HistoryTransferEntry {
  fungible_info?: { name: string; symbol: string; icon: { url: string } | null }
  nft_info?: {
    name: string
    content: { preview: { url: string; content_type: string } | null }
    flags: { is_spam: boolean }
  }
  /** Seen from the queried address. */
  direction: 'in' | 'out' | 'self'
  /** Whole units as a decimal string (`'1.5'`); `'1'` for an NFT. */
  quantity: { numeric: string }
  /** USD value of the quantity at the devnet price. */
  value: number
  /** USD price of one whole unit. */
  price: number
  sender: string
  recipient: string
}

/** One entry of GET /v1/account/{address}/history (SPEC.md §3 Transaction). */
export interface HistoryEntry {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO time of the block. */
    minedAt: string
    sentFrom: string
    sentTo: string
    /** On-ramp listings (`onramp=`) give the provider's status, as Coinbase's transaction status API does. */
    status: 'confirmed' | 'failed' | 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    nonce: number
    /** CAIP-2 chain id. */
    chain: string
  }
  /** Only the transfers the queried address takes part in. */
  transfers: HistoryTransferEntry[]
}

/** The answer of GET /v1/account/{address}/history: a page, newest first, and the cursor of the next one. */
export interface HistoryResponse {
  data: HistoryEntry[]
  next: string | null
}

const chainIdSchema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id')
const addressSchema = z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address')

const spamSchema = z.strictObject({
  address: addressSchema,
  chainId: chainIdSchema,
  /** How many spam transactions to add. */
  count: z.number().int().min(1).max(50).optional(),
})

const waitSchema = z
  .strictObject({
    chainId: chainIdSchema,
    block: z.number().int().min(0).optional(),
    hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/).optional(),
    timeoutMs: z.number().int().min(0).max(60_000).optional(),
  })
  .refine((body) => body.block !== undefined || body.hash !== undefined, 'block or hash is required')

/** Sender of the seeded spam: a made-up address. */
const SPAMMER = '0x5ba11bad5ba11bad5ba11bad5ba11bad5ba11bad'

/**
 * The transaction history of the blockchain API (SPEC.md §7) read from what `devnet/indexer.ts` stored, and its
 * test controls under `/__devnet/history`: indexing progress, waiting for a block or transaction, spam seeds.
 */
export function historyRoutes(state: ApiState): Route[] {
  ensureHistorySchema(state.db)
  return [
    {
      method: 'GET',
      path: /^\/blockchain\/v1\/account\/(?<address>[^/]+)\/history$/,
      fault: 'history',
      needsProjectId: true,
      handle({ res, url, params, origin }) {
        const chainId = url.searchParams.get('chainId')
        const limit = queryInt(url, 'limit', HISTORY_PAGE_SIZE, { min: 1, max: 100 })
        const before = decodeCursor(url.searchParams.get('cursor'))
        // `onramp=<provider>` lists that provider's purchases (the devnet's checkout pages record them).
        const onramp = url.searchParams.get('onramp') || undefined
        const solanaOwner = params.address?.split(':').at(-1) ?? ''
        if (isSolanaAddress(solanaOwner)) {
          // No Solana indexer: a Solana address's history is what the on-ramp paid out to it on the local ledger.
          const { purchases, more } = listPurchases(state.db, { address: solanaOwner, chainId: chainId ?? undefined, provider: onramp, before, limit })
          const last = purchases.at(-1)
          return sendJson(res, 200, {
            data: purchases.map((purchase) => solanaPurchaseEntry(purchase, { onramp: Boolean(onramp), origin })),
            next: more && last ? encodeCursor(last.seq) : null,
          } satisfies HistoryResponse)
        }
        const address = parseAddress(params.address ?? '')
        const bought = new Set(purchaseHashes(state.db, { address, provider: onramp }))
        const { transactions, more } = listHistory(state.db, {
          address,
          chainIds: chainId ? [chainId] : undefined,
          before,
          hashes: onramp ? [...bought] : undefined,
          limit,
        })
        const last = transactions.at(-1)
        sendJson(res, 200, {
          data: transactions.map((tx) => toHistoryEntry(tx, address, origin, bought.has(tx.hash) ? { onramp: Boolean(onramp) } : undefined)),
          next: more && last ? encodeCursor(last.seq) : null,
        } satisfies HistoryResponse)
      },
    },
    {
      method: 'GET',
      path: /^\/__devnet\/history\/status$/,
      handle: ({ res }) => sendJson(res, 200, { indexedUpTo: historyProgress(state.db) }),
    },
    {
      // Long-polls until the indexer has a block (or a transaction) of a chain: for tests in another process.
      method: 'POST',
      path: /^\/__devnet\/history\/wait$/,
      async handle({ req, res }) {
        const { chainId, block, hash, timeoutMs = 10_000 } = parse(waitSchema, await readJson(req))
        const done = () =>
          (block === undefined || (historyProgress(state.db)[chainId] ?? -1) >= block) &&
          (hash === undefined || hasHistoryTransaction(state.db, chainId, hash))
        const deadline = Date.now() + timeoutMs
        while (!done()) {
          if (Date.now() >= deadline || res.destroyed) {
            return sendJson(res, 408, { message: `Not indexed within ${timeoutMs} ms`, indexedUpTo: historyProgress(state.db) })
          }
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
        sendJson(res, 200, { indexedUpTo: historyProgress(state.db) })
      },
    },
    {
      method: 'POST',
      path: /^\/__devnet\/history\/spam$/,
      async handle({ req, res, origin }) {
        const { address, chainId, count = 2 } = parse(spamSchema, await readJson(req))
        sendJson(res, 200, { data: seedSpam(state, { address, chainId, count, origin }) })
      },
    },
    {
      method: 'DELETE',
      path: /^\/__devnet\/history\/spam$/,
      handle: ({ res }) => sendJson(res, 200, { deleted: deleteFakeTransactions(state.db) }),
    },
  ]
}

/**
 * Adds `count` transactions to an address's history whose transfers are all NFTs flagged as spam (SPEC.md §5:
 * the modal hides them). They are the newest of the history. Returns their ids.
 */
function seedSpam(
  state: Pick<ApiState, 'db'>,
  { address, chainId, count = 2, origin = '' }: { address: string; chainId: string; count?: number; origin?: string },
): string[] {
  const block = historyProgress(state.db)[chainId] ?? 0
  return Array.from({ length: count }, (_, index) => {
    const hash = `0x${randomBytes(32).toString('hex')}` as Hex
    const nft = (tokenId: number): HistoryTransfer => ({
      standard: 'erc721',
      sender: SPAMMER,
      recipient: address,
      token: SPAMMER,
      amount: String(tokenId),
      name: `Free Airdrop #${tokenId}`,
      symbol: 'SPAM',
      decimals: 0,
      price: 0,
      imageId: null,
      isSpam: true,
      previewUrl: `${origin}/assets/asset/ethereum`,
    })
    insertHistoryTransaction(state.db, {
      chainId,
      hash,
      blockNumber: block,
      minedAt: new Date().toISOString(),
      from: SPAMMER,
      to: address,
      status: 'confirmed',
      nonce: index,
      kind: 'fake',
      transfers: [nft(2 * index + 1), nft(2 * index + 2)],
    })
    return hash
  })
}

/**
 * A stored transaction as the history lists it for `address` (lower case): its transfers and operation. A
 * purchase is a `buy`, with the provider's status in an on-ramp listing.
 */
function toHistoryEntry(tx: HistoryTransaction, address: string, origin: string, purchase?: { onramp: boolean }): HistoryEntry {
  const mine = tx.transfers.filter((t) => t.sender === address || t.recipient === address)
  const direction = (t: HistoryTransfer) => (t.sender === t.recipient ? 'self' : t.sender === address ? 'out' : 'in')
  return {
    id: tx.hash,
    metadata: {
      operationType: purchase ? 'buy' : operationType(tx, mine, address),
      hash: tx.hash,
      minedAt: tx.minedAt,
      sentFrom: getAddress(tx.from),
      sentTo: tx.to ? getAddress(tx.to) : '',
      status: purchase?.onramp && tx.status === 'confirmed' ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : tx.status,
      nonce: tx.nonce,
      chain: tx.chainId,
    },
    transfers: mine.map((t): HistoryTransferEntry => {
      const parties = { sender: getAddress(t.sender), recipient: getAddress(t.recipient) }
      if (t.standard === 'erc721') {
        return {
          nft_info: {
            name: t.name,
            content: { preview: t.previewUrl ? { url: t.previewUrl, content_type: 'image/svg+xml' } : null },
            flags: { is_spam: t.isSpam },
          },
          direction: direction(t),
          quantity: { numeric: '1' },
          value: 0,
          price: 0,
          ...parties,
        }
      }
      const numeric = formatUnits(BigInt(t.amount), t.decimals)
      return {
        fungible_info: {
          name: t.name,
          symbol: t.symbol,
          icon: t.imageId ? { url: `${origin}/assets/token/${encodeURIComponent(t.imageId)}` } : null,
        },
        direction: direction(t),
        quantity: { numeric },
        value: Number(numeric) * t.price,
        price: t.price,
        ...parties,
      }
    }),
  }
}

/**
 * What a transaction did for `address`: from its own transfers (all in: receive, or mint from the zero address;
 * all out: send, or burn to it; both: trade), else deploy or execute (a contract call moving nothing of its).
 */
function operationType(tx: HistoryTransaction, mine: HistoryTransfer[], address: string): OperationType {
  if (!mine.length) return tx.kind === 'deploy' ? 'deploy' : 'execute'
  const incoming = mine.filter((t) => t.recipient === address && t.sender !== address)
  if (incoming.length === mine.length) return incoming.every((t) => t.sender === zeroAddress) ? 'mint' : 'receive'
  if (incoming.length === 0) return mine.every((t) => t.recipient === zeroAddress) ? 'burn' : 'send'
  return 'trade'
}

/** A plain or CAIP-10 (`eip155:31337:0x...`) address, lower case; 400 when it is not an EVM address. */
function parseAddress(raw: string): string {
  const address = raw.split(':').at(-1) ?? ''
  if (!isAddress(address, { strict: false })) throw new HttpError(400, `Invalid address ${raw}`)
  return address.toLowerCase()
}

function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url')
}

function decodeCursor(cursor: string | null): number | undefined {
  if (!cursor) return undefined
  const match = /^seq:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match) throw new HttpError(400, `Invalid cursor ${cursor}`)
  return Number(match[1])
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new HttpError(400, z.prettifyError(result.error))
  return result.data
}
