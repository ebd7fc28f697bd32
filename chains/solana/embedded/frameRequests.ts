import * as z from 'zod/mini'

// The Solana requests of the frame protocol (SPEC.md §5 parameter rules), as the secure site checks them. The kit
// checks the same rules without zod (./embeddedWallet.ts), so its chunk stays small.

/** SPEC.md §5: the preflight commitments a Solana send may ask for. */
const PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

const sendOptions = z.optional(
  z.object({ preflightCommitment: z.optional(z.enum(PREFLIGHT_COMMITMENTS)), skipPreflight: z.optional(z.boolean()), maxRetries: z.optional(z.number()) }),
)

/**
 * The parameters of the Solana requests the frame answers (WalletConnect's Solana RPC; SPEC.md §5 rules):
 * base58 messages, base64 wire transactions.
 */
export const SOLANA_REQUESTS = {
  solana_signMessage: z.object({ message: z.string(), pubkey: z.string() }),
  solana_signTransaction: z.object({ transaction: z.string() }),
  solana_signAllTransactions: z.object({ transactions: z.array(z.string()) }),
  solana_signAndSendTransaction: z.object({ transaction: z.string(), sendOptions }),
} as const
export type SolanaMethod = keyof typeof SOLANA_REQUESTS
export type SolanaRequest<method extends SolanaMethod> = z.infer<(typeof SOLANA_REQUESTS)[method]>

/** Whether `method` is one of the Solana requests the frame answers. */
export const isSolanaMethod = (method: string): method is SolanaMethod => Object.hasOwn(SOLANA_REQUESTS, method)
