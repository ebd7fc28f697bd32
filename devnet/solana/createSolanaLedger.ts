import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenDecoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, getCompiledTransactionMessageDecoder, getTransactionDecoder, lamports, none, some } from '@solana/kit'
import { base58 } from '@scure/base'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { solanaKeypair, type SolanaDevnetAccount } from './solanaKeys.js'

/** The test SPL token of the devnet. */
export interface SolanaTestToken {
  /** The mint address (base58). */
  mint: string
  name: string
  symbol: string
  decimals: number
  /** Fixed demo price in USD. */
  price: number
}

/** The devnet's SPL token: 6 decimals, 1000 per test account. */
export const SOLANA_TEST_TOKEN: SolanaTestToken = {
  mint: solanaKeypair('mint TSUSD').address,
  name: 'Test Solana USD',
  symbol: 'TSUSD',
  decimals: 6,
  price: 1,
}

/** SOL each test account starts with, in lamports (1000 SOL). */
export const SOLANA_ACCOUNT_LAMPORTS = 1_000n * 10n ** 9n
/** Base units of the test token each test account starts with (1000 TSUSD). */
export const SOLANA_ACCOUNT_TOKENS = 1_000n * 10n ** 6n

/** The outcome of a transaction the ledger processed. */
interface SolanaTransactionStatus {
  slot: number
  /** `null` on success, the runtime's error otherwise. */
  err: unknown
}

/** A token account the ledger holds, parsed. */
export interface SolanaTokenAccount {
  pubkey: string
  mint: string
  owner: string
  amount: bigint
  decimals: number
  lamports: bigint
  data: Uint8Array
}

/** A refused transaction: what `sendTransaction` answers as a JSON-RPC error. */
export class SolanaTransactionError extends Error {
  override name = 'SolanaTransactionError'
  constructor(
    message: string,
    readonly err: unknown,
    readonly logs: string[],
  ) {
    super(message)
  }
}

export interface SolanaLedger {
  svm: LiteSVM
  /** The newest blockhash and the height up to which it is valid. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  slot(): number
  /** Processes a signed wire transaction; resolves its signature (base58), or throws `SolanaTransactionError`. */
  send(wire: Uint8Array): string
  /** Runs a wire transaction without keeping its effects. */
  simulate(wire: Uint8Array): { err: unknown; logs: string[]; unitsConsumed: number }
  airdrop(to: string, lamports: bigint): string
  status(signature: string): SolanaTransactionStatus | undefined
  balance(owner: string): bigint
  /** Every SPL Token account of `owner` (optionally of one mint). */
  tokenAccounts(owner: string, mint?: string): SolanaTokenAccount[]
  /** Calls `listener` with each processed signature. */
  onTransaction(listener: (signature: string, status: SolanaTransactionStatus) => void): () => void
}

/** How many recent blockhashes a transaction may use (as a validator's 150 slots). */
const RECENT_BLOCKHASHES = 150

function errorText(err: unknown): string {
  if (typeof err === 'number') return `error ${err}`
  return typeof err === 'object' && err !== null && 'toString' in err ? String(err) : JSON.stringify(err)
}

/**
 * A Solana ledger in process (litesvm, the real runtime with the System, SPL Token and Associated Token programs):
 * the test accounts funded with SOL and the test token, recent blockhashes kept as a validator keeps them,
 * signature statuses for polling. litesvm accepts only its latest blockhash, so its own check is off and this
 * one accepts the last 150; a replay is still refused by litesvm's signature history.
 *
 * @example
 * const ledger = await createSolanaLedger(solanaDevnetAccounts(4))
 * ledger.balance(accounts[0].address) // 1000000000000n
 */
export async function createSolanaLedger(accounts: readonly SolanaDevnetAccount[]): Promise<SolanaLedger> {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const recent: string[] = [svm.latestBlockhash()]
  const statuses = new Map<string, SolanaTransactionStatus>()
  const listeners = new Set<(signature: string, status: SolanaTransactionStatus) => void>()
  let height = 1

  const slot = () => Number(svm.getClock().slot)
  /** A new block: a new blockhash, the slot moves on. */
  function nextBlock(): void {
    svm.expireBlockhash()
    height += 1
    svm.warpToSlot(BigInt(height))
    recent.push(svm.latestBlockhash())
    if (recent.length > RECENT_BLOCKHASHES) recent.shift()
  }
  function record(signature: string, err: unknown): void {
    const status = { slot: slot(), err }
    statuses.set(signature, status)
    for (const listener of listeners) listener(signature, status)
  }

  const mint = address(SOLANA_TEST_TOKEN.mint)
  const mintAuthority = address(accounts[0]?.address ?? SOLANA_TEST_TOKEN.mint)
  const mintData = getMintEncoder().encode({
    mintAuthority: some(mintAuthority),
    supply: SOLANA_ACCOUNT_TOKENS * BigInt(accounts.length),
    decimals: SOLANA_TEST_TOKEN.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  svm.setAccount({
    address: mint,
    data: mintData,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(mintData.length))),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(mintData.length),
  })

  const ledger: SolanaLedger = {
    svm,
    latestBlockhash: () => ({ blockhash: recent.at(-1) as string, lastValidBlockHeight: height + RECENT_BLOCKHASHES }),
    slot,
    send(wire) {
      const transaction = getTransactionDecoder().decode(wire)
      const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
      const first = Object.values(transaction.signatures)[0]
      const signature = first ? base58.encode(first) : ''
      if (!recent.includes(lifetimeToken))
        throw new SolanaTransactionError('Transaction simulation failed: Blockhash not found', 'BlockhashNotFound', [])
      const result = svm.sendTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const err = result.err()
        throw new SolanaTransactionError(`Transaction simulation failed: ${errorText(err)}`, errorText(err), result.meta().logs())
      }
      record(signature, null)
      nextBlock()
      return signature
    },
    simulate(wire) {
      const result = svm.simulateTransaction(getTransactionDecoder().decode(wire))
      if (result instanceof FailedTransactionMetadata)
        return { err: errorText(result.err()), logs: result.meta().logs(), unitsConsumed: Number(result.meta().computeUnitsConsumed()) }
      return { err: null, logs: result.meta().logs(), unitsConsumed: Number(result.meta().computeUnitsConsumed()) }
    },
    airdrop(to, amount) {
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaTransactionError(`Airdrop failed: ${result ? errorText(result.err()) : 'no result'}`, 'AirdropFailed', [])
      const signature = base58.encode(result.signature())
      record(signature, null)
      nextBlock()
      return signature
    },
    status: (signature) => statuses.get(signature),
    balance: (owner) => svm.getBalance(address(owner)) ?? 0n,
    tokenAccounts(owner, only) {
      const decoder = getTokenDecoder()
      return svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).flatMap((account): SolanaTokenAccount[] => {
        // A mint is 82 bytes, a token account 165.
        if (account.data.length !== 165) return []
        const token = decoder.decode(account.data)
        if (token.owner !== owner || (only && token.mint !== only)) return []
        const mintAccount = svm.getAccount(token.mint)
        const decimals = mintAccount.exists ? (mintAccount.data[44] ?? 0) : 0
        return [{ pubkey: account.address, mint: token.mint, owner: token.owner, amount: token.amount, decimals, lamports: account.lamports, data: new Uint8Array(account.data) }]
      })
    },
    onTransaction(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  const tokenEncoder = getTokenEncoder()
  const rent = lamports(svm.minimumBalanceForRentExemption(165n))
  for (const account of accounts) {
    ledger.airdrop(account.address, SOLANA_ACCOUNT_LAMPORTS)
    const owner = address(account.address)
    // Each account holds the test token in its associated token account, as a wallet's would be.
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    svm.setAccount({
      address: ata,
      data: tokenEncoder.encode({
        mint,
        owner,
        amount: SOLANA_ACCOUNT_TOKENS,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
      executable: false,
      lamports: rent,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: 165n,
    })
  }
  return ledger
}
