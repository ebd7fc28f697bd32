import { BaseError } from '../../kernel/errors/BaseError.js'

/** A wallet that connected without a Solana account (SPEC.md §8: account not found for connector). */
export class SolanaAccountNotFoundError extends BaseError {
  override name = 'SolanaAccountNotFoundError'
  constructor({ connector }: { connector: string }) {
    super('Account not found for connector', { details: connector })
  }
}

/** The connected wallet lacks the Wallet Standard feature a call needs. */
export class WalletFeatureNotFoundError extends BaseError {
  override name = 'WalletFeatureNotFoundError'
  constructor({ feature }: { feature: string }) {
    super('Wallet provider not found', { details: `The connected solana wallet does not offer ${feature}.` })
  }
}

/** The network has no RPC URL to read or send through (SPEC.md §8). */
export class SolanaRpcUrlMissingError extends BaseError {
  override name = 'SolanaRpcUrlMissingError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('A valid RPC URL is required', { details: `${caipNetworkId} has no RPC URL.` })
  }
}

/** Neither the blockchain API nor the network's RPC gave balances (SPEC.md §7, §8). */
export class SolanaBalancesUnavailableError extends BaseError {
  override name = 'SolanaBalancesUnavailableError'
  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super('Token Balance Unavailable', { details: `${caipNetworkId}: ${cause instanceof Error ? cause.message : String(cause)}`, cause })
  }
}

/** A transaction the network refused or that did not confirm in time. */
export class SolanaTransactionFailedError extends BaseError {
  override name = 'SolanaTransactionFailedError'
  constructor({ signature, reason }: { signature?: string | undefined; reason: string }) {
    super('Transaction failed', { details: signature ? `${signature}: ${reason}` : reason })
  }
}
