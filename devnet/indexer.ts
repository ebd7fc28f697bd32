import {
  createPublicClient,
  erc20Abi,
  hexToBigInt,
  http,
  keccak256,
  toBytes,
  zeroAddress,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import { devnetChain } from './devnetChain.js'
import { listTokens, selectAll, selectOne, transaction, type Database } from './store.js'

// The devnet's transaction history (SPEC.md §3 Transaction, §7 history): an indexer that follows the anvil
// chains block by block into the store, and the store functions the history routes read it with.

/** `Transfer(address,address,uint256)`: ERC20 (3 topics, amount in data) and ERC721 (4 topics, token id). */
const TRANSFER_TOPIC = keccak256(toBytes('Transfer(address,address,uint256)'))

/** What a transaction did, as stored: a value transfer, a contract call, a deployment, or a seeded fake. */
type HistoryKind = 'transfer' | 'call' | 'deploy' | 'fake'

/** A stored transaction; addresses are lower case. */
export interface HistoryTransaction {
  /** Order of indexing, from 1: newer transactions have larger numbers (the history's paging key). */
  seq: number
  /** CAIP-2 chain id. */
  chainId: string
  hash: Hex
  blockNumber: number
  /** ISO time of the block. */
  minedAt: string
  from: string
  /** The recipient, the called contract, or the deployed contract; null when there is none. */
  to: string | null
  status: 'confirmed' | 'failed'
  nonce: number
  kind: HistoryKind
  transfers: HistoryTransfer[]
}

/** A stored transfer of a transaction: native value, an ERC20 amount or an ERC721 token. */
export interface HistoryTransfer {
  standard: 'native' | 'erc20' | 'erc721'
  sender: string
  recipient: string
  /** Token contract (lower case); null for the native currency. */
  token: string | null
  /** Raw integer amount (native, ERC20) or the token id (ERC721), as a decimal string. */
  amount: string
  name: string
  symbol: string
  decimals: number
  /** USD price of one whole unit (0 when unknown). */
  price: number
  /** Id of its `token` image, or null. */
  imageId: string | null
  /** NFTs only: flagged as spam (SPEC.md §5). */
  isSpam: boolean
  /** NFTs only: a preview image URL, or null. */
  previewUrl: string | null
}

/** A transaction to store: everything but `seq`, which the store assigns. */
export type NewHistoryTransaction = Omit<HistoryTransaction, 'seq'>

const SCHEMA = `
CREATE TABLE IF NOT EXISTS history_transactions (
  seq          INTEGER PRIMARY KEY AUTOINCREMENT, -- paging key: newer rows have larger numbers
  chain_id     TEXT NOT NULL,
  hash         TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  mined_at     TEXT NOT NULL,
  from_address TEXT NOT NULL,
  to_address   TEXT,
  status       TEXT NOT NULL,
  nonce        INTEGER NOT NULL,
  kind         TEXT NOT NULL,
  UNIQUE (chain_id, hash)
);
CREATE TABLE IF NOT EXISTS history_transfers (
  tx_seq      INTEGER NOT NULL REFERENCES history_transactions (seq) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  standard    TEXT NOT NULL,
  sender      TEXT NOT NULL,
  recipient   TEXT NOT NULL,
  token       TEXT,
  amount      TEXT NOT NULL,
  name        TEXT NOT NULL,
  symbol      TEXT NOT NULL,
  decimals    INTEGER NOT NULL,
  price       REAL NOT NULL,
  image_id    TEXT,
  is_spam     INTEGER NOT NULL,
  preview_url TEXT,
  PRIMARY KEY (tx_seq, position)
);
CREATE TABLE IF NOT EXISTS history_participants (
  address TEXT NOT NULL,                 -- lower case
  tx_seq  INTEGER NOT NULL REFERENCES history_transactions (seq) ON DELETE CASCADE,
  PRIMARY KEY (address, tx_seq)
);
CREATE TABLE IF NOT EXISTS history_progress (
  chain_id      TEXT PRIMARY KEY,
  indexed_up_to INTEGER NOT NULL
);
`

const schemaReady = new WeakSet<Database>()

/** Creates the history tables in the store if they are missing. */
export function ensureHistorySchema(db: Database): void {
  if (schemaReady.has(db)) return
  db.exec(SCHEMA)
  schemaReady.add(db)
}

/** Stores a transaction with its transfers; the addresses it involves can then list it. Returns its `seq`. */
export function insertHistoryTransaction(db: Database, tx: NewHistoryTransaction): number {
  ensureHistorySchema(db)
  db.run(
    `INSERT INTO history_transactions (chain_id, hash, block_number, mined_at, from_address, to_address, status, nonce, kind)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [tx.chainId, tx.hash, tx.blockNumber, tx.minedAt, tx.from.toLowerCase(), tx.to?.toLowerCase() ?? null, tx.status, tx.nonce, tx.kind],
  )
  const seq = Number(selectOne(db, 'SELECT last_insert_rowid() AS seq')?.seq)
  tx.transfers.forEach((t, position) =>
    db.run(
      `INSERT INTO history_transfers (tx_seq, position, standard, sender, recipient, token, amount, name, symbol, decimals,
       price, image_id, is_spam, preview_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [seq, position, t.standard, t.sender.toLowerCase(), t.recipient.toLowerCase(), t.token?.toLowerCase() ?? null, t.amount,
        t.name, t.symbol, t.decimals, t.price, t.imageId, t.isSpam ? 1 : 0, t.previewUrl],
    ),
  )
  const participants = new Set([tx.from, tx.to, ...tx.transfers.flatMap((t) => [t.sender, t.recipient])])
  for (const address of participants) {
    if (address && address.toLowerCase() !== zeroAddress) {
      db.run('INSERT OR IGNORE INTO history_participants (address, tx_seq) VALUES (?, ?)', [address.toLowerCase(), seq])
    }
  }
  return seq
}

export interface ListHistoryParameters {
  /** Any case. */
  address: string
  /** CAIP-2 chain ids to include; all chains when omitted. */
  chainIds?: readonly string[] | undefined
  /** Only transactions older than this `seq` (the cursor of the previous page). */
  before?: number | undefined
  /** Only these transactions (hashes, lower case); all when omitted. */
  hashes?: readonly string[] | undefined
  limit: number
}

/**
 * One page of an address's transactions, newest first, and whether older ones exist. Paging by `seq` keeps
 * pages stable while new blocks arrive: new transactions only ever come before the first page.
 */
export function listHistory(db: Database, { address, chainIds, before, hashes, limit }: ListHistoryParameters): {
  transactions: HistoryTransaction[]
  more: boolean
} {
  ensureHistorySchema(db)
  const params: (string | number)[] = [address.toLowerCase(), before ?? Number.MAX_SAFE_INTEGER]
  let chainFilter = ''
  if (chainIds) {
    if (chainIds.length === 0) return { transactions: [], more: false }
    chainFilter = `AND t.chain_id IN (${chainIds.map(() => '?').join(', ')})`
    params.push(...chainIds)
  }
  if (hashes) {
    if (hashes.length === 0) return { transactions: [], more: false }
    chainFilter += ` AND t.hash IN (${hashes.map(() => '?').join(', ')})`
    params.push(...hashes)
  }
  params.push(limit + 1)
  const rows = selectAll(
    db,
    `SELECT t.* FROM history_participants p JOIN history_transactions t ON t.seq = p.tx_seq
     WHERE p.address = ? AND t.seq < ? ${chainFilter} ORDER BY t.seq DESC LIMIT ?`,
    params,
  )
  const page = rows.slice(0, limit)
  const transfers = new Map<number, HistoryTransfer[]>()
  if (page.length) {
    const seqs = page.map((row) => Number(row.seq))
    for (const row of selectAll(
      db,
      `SELECT * FROM history_transfers WHERE tx_seq IN (${seqs.map(() => '?').join(', ')}) ORDER BY tx_seq, position`,
      seqs,
    )) {
      const list = transfers.get(Number(row.tx_seq)) ?? []
      list.push({
        standard: String(row.standard) as HistoryTransfer['standard'],
        sender: String(row.sender),
        recipient: String(row.recipient),
        token: row.token === null ? null : String(row.token),
        amount: String(row.amount),
        name: String(row.name),
        symbol: String(row.symbol),
        decimals: Number(row.decimals),
        price: Number(row.price),
        imageId: row.image_id === null ? null : String(row.image_id),
        isSpam: Number(row.is_spam) === 1,
        previewUrl: row.preview_url === null ? null : String(row.preview_url),
      })
      transfers.set(Number(row.tx_seq), list)
    }
  }
  return {
    transactions: page.map((row) => ({
      seq: Number(row.seq),
      chainId: String(row.chain_id),
      hash: String(row.hash) as Hex,
      blockNumber: Number(row.block_number),
      minedAt: String(row.mined_at),
      from: String(row.from_address),
      to: row.to_address === null ? null : String(row.to_address),
      status: String(row.status) as HistoryTransaction['status'],
      nonce: Number(row.nonce),
      kind: String(row.kind) as HistoryKind,
      transfers: transfers.get(Number(row.seq)) ?? [],
    })),
    more: rows.length > limit,
  }
}

/** Whether a transaction of a chain is indexed (any case of the hash). */
export function hasHistoryTransaction(db: Database, chainId: string, hash: string): boolean {
  ensureHistorySchema(db)
  return Boolean(selectOne(db, 'SELECT 1 AS found FROM history_transactions WHERE chain_id = ? AND hash = ?', [chainId, hash.toLowerCase()]))
}

/** The last indexed block of every chain the indexer follows, by CAIP-2 id. */
export function historyProgress(db: Database): Record<string, number> {
  ensureHistorySchema(db)
  return Object.fromEntries(
    selectAll(db, 'SELECT * FROM history_progress ORDER BY chain_id').map((row) => [String(row.chain_id), Number(row.indexed_up_to)]),
  )
}

/** Deletes the seeded fake transactions (spam); returns how many went. */
export function deleteFakeTransactions(db: Database): number {
  ensureHistorySchema(db)
  db.run("DELETE FROM history_transactions WHERE kind = 'fake'")
  return db.getRowsModified()
}

interface IndexerChain {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caipNetworkId: string
  chainId: number
  name?: string | undefined
  rpcUrl: string
}

export interface StartIndexerParameters {
  db: Database
  chains: readonly IndexerChain[]
  /** How often each node is asked for its block number. Defaults to 250 ms. */
  pollingIntervalMs?: number | undefined
  /** Called with a line when a chain cannot be read (the indexer keeps trying). */
  log?: ((line: string) => void) | undefined
}

interface WaitOptions {
  /** Rejects after this long. Defaults to 10 000 ms. */
  timeoutMs?: number | undefined
}

export interface Indexer {
  /** The last indexed block of a chain (CAIP-2 id or number); -1 before block 0. */
  indexedUpTo(chain: string | number): number
  /** Resolves once `block` of `chain` is indexed (every transaction in it is in the history). */
  waitForBlock(chain: string | number, block: bigint | number, options?: WaitOptions): Promise<void>
  /** Resolves once the transaction `hash` of `chain` is indexed. */
  waitForTransaction(chain: string | number, hash: string, options?: WaitOptions): Promise<void>
  /** Stops polling and waits for the block being indexed. Safe to call twice. */
  stop(): Promise<void>
}

interface TokenInfo {
  name: string
  symbol: string
  decimals: number
  price: number
  imageId: string | null
}

/**
 * Indexes the anvil chains into the store: catches up from block 0 (the token deployments are there), then polls
 * each node's block number every `pollingIntervalMs` and indexes every new block: its transactions (value
 * transfers, contract calls, deployments, with the receipt's status) and every `Transfer` log (ERC20 amounts,
 * ERC721 tokens). Resolves once the first catch-up is done.
 *
 * @example
 * const indexer = await startIndexer({ db, chains: devnet.chains })
 * const receipt = await client.waitForTransactionReceipt({ hash })
 * await indexer.waitForBlock('eip155:31337', receipt.blockNumber)
 * await indexer.stop()
 */
export async function startIndexer({ db, chains, pollingIntervalMs = 250, log }: StartIndexerParameters): Promise<Indexer> {
  ensureHistorySchema(db)
  const followed = chains.map((chain) => ({
    ...chain,
    client: createPublicClient({
      chain: devnetChain({ chainId: chain.chainId, name: chain.name ?? chain.caipNetworkId, rpcUrl: chain.rpcUrl }),
      transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }),
    }) as PublicClient,
    indexed: -1,
    tokens: new Map<string, Promise<TokenInfo>>(),
  }))
  type Followed = (typeof followed)[number]
  for (const chain of followed) {
    const known = selectOne(db, 'SELECT indexed_up_to FROM history_progress WHERE chain_id = ?', [chain.caipNetworkId])
    if (known) chain.indexed = Number(known.indexed_up_to)
  }

  const waiters = new Set<() => void>()
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()

  const find = (chain: string | number): Followed => {
    const found = followed.find((c) => c.caipNetworkId === chain || c.chainId === chain)
    if (!found) throw new Error(`The indexer does not follow chain ${chain}`)
    return found
  }

  function tokenInfo(chain: Followed, address: string, nft: boolean): Promise<TokenInfo> {
    let info = chain.tokens.get(address)
    if (!info) {
      const known = listTokens(db, chain.caipNetworkId).find((t) => t.address?.toLowerCase() === address)
      info = known
        ? Promise.resolve({ name: known.name, symbol: known.symbol, decimals: known.decimals, price: known.price, imageId: known.imageId })
        : readTokenInfo(chain.client, address as Hex, nft)
      chain.tokens.set(address, info)
    }
    return info
  }

  async function indexBlock(chain: Followed, number: number): Promise<void> {
    const block = await chain.client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    const receipts = await Promise.all(block.transactions.map((tx) => chain.client.getTransactionReceipt({ hash: tx.hash })))
    const minedAt = new Date(Number(block.timestamp) * 1000).toISOString()
    const native = listTokens(db, chain.caipNetworkId).find((t) => t.address === null)
    const rows: NewHistoryTransaction[] = []
    for (const [index, tx] of block.transactions.entries()) {
      const receipt = receipts[index] as TransactionReceipt
      const transfers: HistoryTransfer[] = []
      const to = tx.to ?? receipt.contractAddress ?? null
      if (tx.value > 0n && to) {
        transfers.push({
          standard: 'native',
          sender: tx.from,
          recipient: to,
          token: null,
          amount: tx.value.toString(),
          name: native?.name ?? 'Ether',
          symbol: native?.symbol ?? 'ETH',
          decimals: native?.decimals ?? 18,
          price: native?.price ?? 0,
          imageId: native?.imageId ?? null,
          isSpam: false,
          previewUrl: null,
        })
      }
      for (const entry of receipt.logs) {
        const [topic, fromTopic, toTopic, idTopic] = entry.topics
        if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
        const nft = idTopic !== undefined
        if (!nft && entry.data.length < 66) continue
        const token = entry.address.toLowerCase()
        const info = await tokenInfo(chain, token, nft)
        transfers.push({
          standard: nft ? 'erc721' : 'erc20',
          sender: topicAddress(fromTopic),
          recipient: topicAddress(toTopic),
          token,
          amount: hexToBigInt(nft ? idTopic : (entry.data.slice(0, 66) as Hex)).toString(),
          ...info,
          isSpam: false,
          previewUrl: null,
        })
      }
      rows.push({
        chainId: chain.caipNetworkId,
        hash: tx.hash.toLowerCase() as Hex,
        blockNumber: number,
        minedAt,
        from: tx.from,
        to,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        nonce: tx.nonce,
        kind: tx.to === null ? 'deploy' : tx.value > 0n ? 'transfer' : 'call',
        transfers,
      })
    }
    if (stopped) return
    transaction(db, () => {
      for (const row of rows) insertHistoryTransaction(db, row)
      db.run('INSERT OR REPLACE INTO history_progress (chain_id, indexed_up_to) VALUES (?, ?)', [chain.caipNetworkId, number])
    })
    chain.indexed = number
    for (const waiter of waiters) waiter()
  }

  async function sync(chain: Followed): Promise<void> {
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    if (head < chain.indexed) {
      // The node went back (a restart or a reverted snapshot): forget what it no longer has.
      transaction(db, () => {
        db.run("DELETE FROM history_transactions WHERE chain_id = ? AND block_number > ? AND kind != 'fake'", [chain.caipNetworkId, head])
        db.run('INSERT OR REPLACE INTO history_progress (chain_id, indexed_up_to) VALUES (?, ?)', [chain.caipNetworkId, head])
      })
      chain.indexed = head
    }
    while (!stopped && chain.indexed < head) await indexBlock(chain, chain.indexed + 1)
  }

  const tick = () =>
    Promise.all(
      followed.map((chain) =>
        sync(chain).catch((error: unknown) => {
          if (!stopped) log?.(`indexer: ${chain.caipNetworkId}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
        }),
      ),
    ).then(() => {})

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick().finally(schedule)
    }, pollingIntervalMs)
  }

  function waitFor(done: () => boolean, what: string, { timeoutMs = 10_000 }: WaitOptions = {}): Promise<void> {
    if (done()) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return
        cleanup()
        resolve()
      }
      const expire = setTimeout(() => {
        cleanup()
        reject(new Error(`${what} was not indexed within ${timeoutMs} ms`))
      }, timeoutMs)
      const cleanup = () => {
        clearTimeout(expire)
        waiters.delete(check)
      }
      waiters.add(check)
    })
  }

  // The first catch-up must succeed: a devnet without its history is not worth starting.
  await Promise.all(followed.map((chain) => sync(chain)))
  schedule()

  return {
    indexedUpTo: (chain) => find(chain).indexed,
    waitForBlock(chain, block, options) {
      const followedChain = find(chain)
      return waitFor(() => followedChain.indexed >= Number(block), `Block ${block} of ${followedChain.caipNetworkId}`, options)
    },
    waitForTransaction(chain, hash, options) {
      const { caipNetworkId } = find(chain)
      return waitFor(() => hasHistoryTransaction(db, caipNetworkId, hash), `Transaction ${hash} of ${caipNetworkId}`, options)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running.catch(() => {})
    },
  }
}

/** The address in an indexed topic (the last 20 of its 32 bytes), lower case. */
function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

/** Name, symbol and decimals of a token the store does not know, read from its contract; no price, no image. */
async function readTokenInfo(client: PublicClient, address: Hex, nft: boolean): Promise<TokenInfo> {
  const read = async <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> => {
    try {
      return (await client.readContract({ address, abi: erc20Abi, functionName })) as T
    } catch {
      return fallback
    }
  }
  const [name, symbol, decimals] = await Promise.all([
    read('name', 'Unknown token'),
    read('symbol', '???'),
    nft ? Promise.resolve(0) : read('decimals', 18),
  ])
  return { name, symbol, decimals: Number(decimals), price: 0, imageId: null }
}
