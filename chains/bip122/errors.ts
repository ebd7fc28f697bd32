import { BaseError } from '../../kernel/errors/BaseError.js'

/** A wallet that connected without a payment account (SPEC.md §8: account not found for connector). */
export class Bip122AccountNotFoundError extends BaseError {
  override name = 'Bip122AccountNotFoundError'
  constructor({ connector }: { connector: string }) {
    super('Account not found for connector', { details: connector })
  }
}

/** The network has no Esplora API URL to read or send through (SPEC.md §8). */
export class Bip122ApiUrlMissingError extends BaseError {
  override name = 'Bip122ApiUrlMissingError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('A valid RPC URL is required', { details: `${caipNetworkId} has no Esplora API URL.` })
  }
}

/** The Esplora API gave no balance (SPEC.md §7, §8). */
export class Bip122BalancesUnavailableError extends BaseError {
  override name = 'Bip122BalancesUnavailableError'
  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super('Token Balance Unavailable', { details: `${caipNetworkId}: ${cause instanceof Error ? cause.message : String(cause)}`, cause })
  }
}

/** A transaction that could not be built, that the network refused, or that did not confirm in time. */
export class Bip122TransactionFailedError extends BaseError {
  override name = 'Bip122TransactionFailedError'
  constructor({ txid, reason }: { txid?: string | undefined; reason: string }) {
    super('Transaction failed', { details: txid ? `${txid}: ${reason}` : reason })
  }
}
