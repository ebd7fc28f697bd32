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
  /** Hash (eip155, stored lower case) or signature (solana, base58 as it is) of the payout transaction. */
  hash: string
  /** The wallet the tokens went to (eip155 stored lower case; a Solana address as it is). */
  address: string
  /** What was paid, in whole fiat units (`'100.00'`), and in which currency. */
  fiatAmount: string
  fiatCurrency: string
  /** What was paid out: whole units (`'0.325'`) and the symbol. */
  purchaseAmount: string
  symbol: string
}

/** A stored purchase, with its order of recording and when it was paid out. */
export interface StoredPurchase extends Purchase {
  /** Order of recording, from 1 (the paging key of a listing). */
  seq: number
  /** ISO time of the payout. */
  paidAt: string
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS onramp_purchases (
  seq             INTEGER PRIMARY KEY AUTOINCREMENT,
  provider        TEXT NOT NULL,
  chain_id        TEXT NOT NULL,
  hash            TEXT NOT NULL,
  address         TEXT NOT NULL,
  fiat_amount     TEXT NOT NULL,
  fiat_currency   TEXT NOT NULL,
  purchase_amount TEXT NOT NULL,
  symbol          TEXT NOT NULL,
  paid_at         TEXT NOT NULL,
  UNIQUE (chain_id, hash)
);
`

const schemaReady = new WeakSet<Database>()

function ensurePurchaseSchema(db: Database): void {
  if (schemaReady.has(db)) return
  db.exec(SCHEMA)
  schemaReady.add(db)
}

/** EVM hex (addresses, hashes) is kept lower case; base58 is case-sensitive and kept as it is. */
const stored = (text: string) => (/^0x/iu.test(text) ? text.toLowerCase() : text)

/** Stores a purchase. */
export function recordPurchase(db: Database, purchase: Purchase): void {
  ensurePurchaseSchema(db)
  db.run(
    `INSERT OR REPLACE INTO onramp_purchases
     (provider, chain_id, hash, address, fiat_amount, fiat_currency, purchase_amount, symbol, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      purchase.provider,
      purchase.chainId,
      stored(purchase.hash),
      stored(purchase.address),
      purchase.fiatAmount,
      purchase.fiatCurrency,
      purchase.purchaseAmount,
      purchase.symbol,
      new Date().toISOString(),
    ],
  )
}

/** The payout hashes of an address's purchases, optionally of one provider only. */
export function purchaseHashes(db: Database, { address, provider }: { address: string; provider?: string | undefined }): string[] {
  ensurePurchaseSchema(db)
  return selectAll(
    db,
    `SELECT hash FROM onramp_purchases WHERE address = ? ${provider ? 'AND provider = ?' : ''} ORDER BY seq`,
    provider ? [stored(address), provider] : [stored(address)],
  ).map((row) => String(row.hash))
}

export interface ListPurchasesParameters {
  address: string
  /** Only this chain's (CAIP-2); all when omitted. */
  chainId?: string | undefined
  provider?: string | undefined
  /** Only purchases older than this `seq`. */
  before?: number | undefined
  limit: number
}

/** One page of an address's purchases, newest first, and whether older ones exist. */
export function listPurchases(
  db: Database,
  { address, chainId, provider, before, limit }: ListPurchasesParameters,
): { purchases: StoredPurchase[]; more: boolean } {
  ensurePurchaseSchema(db)
  const params: (string | number)[] = [stored(address), before ?? Number.MAX_SAFE_INTEGER]
  if (chainId) params.push(chainId)
  if (provider) params.push(provider)
  params.push(limit + 1)
  const rows = selectAll(
    db,
    `SELECT * FROM onramp_purchases WHERE address = ? AND seq < ? ${chainId ? 'AND chain_id = ?' : ''}
     ${provider ? 'AND provider = ?' : ''} ORDER BY seq DESC LIMIT ?`,
    params,
  )
  return {
    purchases: rows.slice(0, limit).map((row) => ({
      seq: Number(row.seq),
      provider: String(row.provider) as OnRampProviderId,
      chainId: String(row.chain_id),
      hash: String(row.hash),
      address: String(row.address),
      fiatAmount: String(row.fiat_amount),
      fiatCurrency: String(row.fiat_currency),
      purchaseAmount: String(row.purchase_amount),
      symbol: String(row.symbol),
      paidAt: String(row.paid_at),
    })),
    more: rows.length > limit,
  }
}
