import initSqlJs, { type Database, type SqlValue } from 'sql.js'

export type { Database }

/** What an image is for; each kind has its own ids (SPEC.md §7 image endpoints, plus profile avatars). */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token' | 'avatar'

export interface StoredImage {
  contentType: string
  data: Uint8Array
}

/** Metadata of a token the blockchain API reports; `address` is null for the native currency. */
export interface TokenRow {
  /** CAIP-2 chain id, e.g. `eip155:31337`. */
  chainId: string
  address: string | null
  name: string
  symbol: string
  decimals: number
  /** Fixed demo price in USD. */
  price: number
  /** Id of its `token` image. */
  imageId: string
}

/** A profile (SPEC.md §7 identity) of an address. */
export interface IdentityRow {
  address: string
  name: string
  /** Id of its `avatar` image, or null for none. */
  avatarId: string | null
}

/** An analytics event as the sink received it. */
export interface StoredEvent {
  /** Order of arrival, from 1. */
  seq: number
  /** ISO time of arrival. */
  receivedAt: string
  /** The query parameters of the call (projectId, st, sv, ...). */
  query: Record<string, string>
  /** The JSON body as sent (or the raw text when it was not JSON). */
  body: unknown
}

const SCHEMA = `
CREATE TABLE wallets (
  id           TEXT PRIMARY KEY,
  rank         INTEGER NOT NULL UNIQUE, -- popularity order of the directory
  name         TEXT NOT NULL,
  rdns         TEXT,
  chains       TEXT NOT NULL,           -- JSON list of CAIP-2 ids (also in wallet_chains, for filtering)
  mobile_link  TEXT,
  desktop_link TEXT,
  webapp_link  TEXT,
  homepage     TEXT,
  chrome_store TEXT,
  app_store    TEXT,
  play_store   TEXT,
  image_id     TEXT NOT NULL,
  badge_type   TEXT NOT NULL DEFAULT 'none'
);
CREATE TABLE wallet_chains (
  wallet_id TEXT NOT NULL REFERENCES wallets (id),
  chain     TEXT NOT NULL,
  PRIMARY KEY (wallet_id, chain)
);
CREATE INDEX wallet_chains_by_chain ON wallet_chains (chain);
CREATE TABLE images (
  kind         TEXT NOT NULL,
  id           TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data         BLOB NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE TABLE tokens (
  chain_id TEXT NOT NULL,
  address  TEXT,                        -- null for the native currency
  name     TEXT NOT NULL,
  symbol   TEXT NOT NULL,
  decimals INTEGER NOT NULL,
  price    REAL NOT NULL,
  image_id TEXT NOT NULL,
  PRIMARY KEY (chain_id, symbol)
);
CREATE TABLE identities (
  address   TEXT PRIMARY KEY,           -- lower case
  name      TEXT NOT NULL,
  avatar_id TEXT
);
CREATE TABLE events (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL,
  query       TEXT NOT NULL,
  body        TEXT NOT NULL
);
`

let sqlJs: ReturnType<typeof initSqlJs> | undefined

/**
 * A fresh, empty in-memory SQLite database (sql.js, SQLite compiled to WebAssembly) with the devnet schema:
 * wallets and their chains, images, token metadata, identities and analytics events.
 *
 * @example
 * const db = await createStore()
 * seedWallets(db, 320)
 */
export async function createStore(): Promise<Database> {
  sqlJs ??= initSqlJs()
  const { Database } = await sqlJs
  const db = new Database()
  db.run('PRAGMA foreign_keys = ON')
  db.exec(SCHEMA)
  return db
}

/** Rows of a query as plain objects. */
export function selectAll(db: Database, sql: string, params: SqlValue[] = []): Record<string, SqlValue>[] {
  const statement = db.prepare(sql)
  try {
    statement.bind(params)
    const rows: Record<string, SqlValue>[] = []
    while (statement.step()) rows.push(statement.getAsObject())
    return rows
  } finally {
    statement.free()
  }
}

/** The first row of a query, or undefined. */
export function selectOne(db: Database, sql: string, params: SqlValue[] = []): Record<string, SqlValue> | undefined {
  return selectAll(db, sql, params)[0]
}

/** Runs `work` in one transaction (much faster for bulk inserts); rolls back when it throws. */
export function transaction<T>(db: Database, work: () => T): T {
  db.run('BEGIN')
  try {
    const result = work()
    db.run('COMMIT')
    return result
  } catch (error) {
    db.run('ROLLBACK')
    throw error
  }
}

/** Stores an image blob, replacing one with the same kind and id. */
export function putImage(db: Database, kind: ImageKind, id: string, image: StoredImage): void {
  db.run('INSERT OR REPLACE INTO images (kind, id, content_type, data) VALUES (?, ?, ?, ?)', [
    kind,
    id,
    image.contentType,
    image.data,
  ])
}

/** An image blob, or undefined when there is none of that kind and id. */
export function getImage(db: Database, kind: ImageKind, id: string): StoredImage | undefined {
  const row = selectOne(db, 'SELECT content_type, data FROM images WHERE kind = ? AND id = ?', [kind, id])
  if (!row || !(row.data instanceof Uint8Array)) return undefined
  return { contentType: String(row.content_type), data: row.data }
}

/** Stores the metadata of a token of a chain. */
export function putToken(db: Database, token: TokenRow): void {
  db.run(
    'INSERT OR REPLACE INTO tokens (chain_id, address, name, symbol, decimals, price, image_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [token.chainId, token.address, token.name, token.symbol, token.decimals, token.price, token.imageId],
  )
}

/** The tokens of a CAIP-2 chain: the native currency first, then by symbol. */
export function listTokens(db: Database, chainId: string): TokenRow[] {
  return selectAll(
    db,
    'SELECT * FROM tokens WHERE chain_id = ? ORDER BY address IS NOT NULL, symbol',
    [chainId],
  ).map((row) => ({
    chainId: String(row.chain_id),
    address: row.address === null ? null : String(row.address),
    name: String(row.name),
    symbol: String(row.symbol),
    decimals: Number(row.decimals),
    price: Number(row.price),
    imageId: String(row.image_id),
  }))
}

/** Stores the profile of an address (matched case-insensitively). */
export function putIdentity(db: Database, identity: IdentityRow): void {
  db.run('INSERT OR REPLACE INTO identities (address, name, avatar_id) VALUES (?, ?, ?)', [
    identity.address.toLowerCase(),
    identity.name,
    identity.avatarId,
  ])
}

/** The profile of an address, or undefined. */
export function getIdentity(db: Database, address: string): IdentityRow | undefined {
  const row = selectOne(db, 'SELECT * FROM identities WHERE address = ?', [address.toLowerCase()])
  if (!row) return undefined
  return { address: String(row.address), name: String(row.name), avatarId: row.avatar_id === null ? null : String(row.avatar_id) }
}

/** Appends an analytics event; returns it as stored. */
export function addEvent(db: Database, query: Record<string, string>, body: unknown): StoredEvent {
  const receivedAt = new Date().toISOString()
  db.run('INSERT INTO events (received_at, query, body) VALUES (?, ?, ?)', [
    receivedAt,
    JSON.stringify(query),
    JSON.stringify(body),
  ])
  const seq = Number(selectOne(db, 'SELECT last_insert_rowid() AS seq')?.seq)
  return { seq, receivedAt, query, body }
}

/** The stored analytics events in order of arrival, optionally only those after `since` (a `seq`). */
export function listEvents(db: Database, { since = 0 }: { since?: number } = {}): StoredEvent[] {
  return selectAll(db, 'SELECT * FROM events WHERE seq > ? ORDER BY seq', [since]).map((row) => ({
    seq: Number(row.seq),
    receivedAt: String(row.received_at),
    query: JSON.parse(String(row.query)) as Record<string, string>,
    body: JSON.parse(String(row.body)) as unknown,
  }))
}

/** Deletes every stored analytics event. */
export function clearEvents(db: Database): void {
  db.run('DELETE FROM events')
}
