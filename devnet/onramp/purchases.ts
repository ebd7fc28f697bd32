import { selectAll, type Database } from '../store.js'

// The devnet's on-ramp purchases: which provider paid out which transaction to whom, so the history API can
// list a provider's purchases (`history?onramp=coinbase`) and mark them as bought in the plain history.

/** A provider of the devnet's checkout pages. */
export type OnRampProviderId = 'coinbase' | 'meld'

/** A purchase paid out on a devnet chain. */
export interface Purchase {
  provider: OnRampProviderId
  /** CAIP-2 chain id of the payout. */
  chainId: string
  /** Hash of the payout transaction (lower case). */
  hash: string
  /** The wallet the tokens went to (lower case). */
  address: string
  /** What was paid, in whole fiat units (`'100.00'`), and in which currency. */
  fiatAmount: string
  fiatCurrency: string
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS onramp_purchases (
  seq           INTEGER PRIMARY KEY AUTOINCREMENT,
  provider      TEXT NOT NULL,
  chain_id      TEXT NOT NULL,
  hash          TEXT NOT NULL,
  address       TEXT NOT NULL,
  fiat_amount   TEXT NOT NULL,
  fiat_currency TEXT NOT NULL,
  UNIQUE (chain_id, hash)
);
`

const schemaReady = new WeakSet<Database>()

function ensurePurchaseSchema(db: Database): void {
  if (schemaReady.has(db)) return
  db.exec(SCHEMA)
  schemaReady.add(db)
}

/** Stores a purchase. */
export function recordPurchase(db: Database, purchase: Purchase): void {
  ensurePurchaseSchema(db)
  db.run(
    `INSERT OR REPLACE INTO onramp_purchases (provider, chain_id, hash, address, fiat_amount, fiat_currency)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [purchase.provider, purchase.chainId, purchase.hash.toLowerCase(), purchase.address.toLowerCase(), purchase.fiatAmount, purchase.fiatCurrency],
  )
}

/** The payout hashes of an address's purchases, optionally of one provider only. */
export function purchaseHashes(db: Database, { address, provider }: { address: string; provider?: string | undefined }): string[] {
  ensurePurchaseSchema(db)
  return selectAll(
    db,
    `SELECT hash FROM onramp_purchases WHERE address = ? ${provider ? 'AND provider = ?' : ''} ORDER BY seq`,
    provider ? [address.toLowerCase(), provider] : [address.toLowerCase()],
  ).map((row) => String(row.hash))
}
