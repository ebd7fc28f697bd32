import * as z from 'zod/mini'

const optionalString = z.optional(z.nullable(z.string()))

/** One transfer of a transaction (SPEC.md §3): a fungible amount or an NFT. Unknown fields are dropped. */
const transactionTransferSchema = z.object({
  fungible_info: z.optional(
    z.nullable(
      z.object({
        name: optionalString,
        symbol: optionalString,
        icon: z.optional(z.nullable(z.object({ url: z.string() }))),
      }),
    ),
  ),
  nft_info: z.optional(
    z.nullable(
      z.object({
        name: optionalString,
        content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) }))),
        flags: z.optional(z.nullable(z.object({ is_spam: z.optional(z.boolean()) }))),
      }),
    ),
  ),
  /** `'in'`, `'out'` or `'self'`, seen from the account. */
  direction: z.string(),
  /** Whole units as a decimal string. */
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
  /** The parties of this transfer, when the API names them. */
  sender: optionalString,
  recipient: optionalString,
})

/** A transaction of the account's history (SPEC.md §3 Transaction). */
const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    /** `'send'`, `'receive'`, `'execute'`, `'trade'`, `'mint'`, ... */
    operationType: z.string(),
    hash: z.string(),
    /** ISO time. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    /** `'confirmed'`, `'failed'` or `'pending'`. */
    status: z.string(),
    nonce: z.optional(z.nullable(z.number())),
    /** CAIP-2 chain id. */
    chain: optionalString,
  }),
  transfers: z.array(transactionTransferSchema),
})

/** The answer of GET /v1/account/{account}/history (SPEC.md §7): a page and the cursor of the next one. */
export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: optionalString,
})

export type TransactionTransfer = z.infer<typeof transactionTransferSchema>
export type Transaction = z.infer<typeof transactionSchema>
export type HistoryResponse = z.infer<typeof historyResponseSchema>
