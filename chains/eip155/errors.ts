import { BaseError } from '../../kernel/errors/BaseError.js'

/** A wallet that connected without giving an account (SPEC.md §8: account not found for connector). */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor({ connector }: { connector: string }) {
    super('Account not found for connector', { details: connector })
  }
}

/** SPEC.md §8: a network without any RPC URL to read it through. */
export class MissingRpcUrlError extends BaseError {
  override name = 'MissingRpcUrlError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('A valid RPC URL is required', {
      details: `${caipNetworkId} has no RPC URL: set rpcUrls.default.http on the network or customRpcUrls['${caipNetworkId}'].`,
    })
  }
}

/** Neither the wallet's asset discovery nor the blockchain API gave token balances (SPEC.md §7, §8). */
export class BalancesUnavailableError extends BaseError {
  override name = 'BalancesUnavailableError'
  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super('Token Balance Unavailable', { details: `${caipNetworkId}: ${messageOf(cause)}`, cause })
  }
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.message.replace(/\n/g, ' ')
  if (error instanceof Error) return error.message
  return String(error)
}
