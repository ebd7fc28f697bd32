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

/** No connected wallet, or one without an EIP-1193 provider, to sign or send with. */
export class WalletProviderNotFoundError extends BaseError {
  override name = 'WalletProviderNotFoundError'
  constructor({ namespace }: { namespace: string }) {
    super('Wallet provider not found', { details: `The connected ${namespace} wallet has no provider to sign or send with.` })
  }
}

/** SPEC.md §8 wallet-library errors: the wallet is on another chain than the kit's network. */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor({ walletChainId, chainId }: { walletChainId: string; chainId: string }) {
    super('Chain mismatch', { details: `The wallet is on chain ${walletChainId}, the send is for chain ${chainId}.` })
  }
}

/** SPEC.md §5: a transaction-hash response is 0x plus exactly 64 hex characters. */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError'
  constructor({ hash }: { hash: unknown }) {
    super('Invalid transaction hash', { details: `The wallet answered ${JSON.stringify(hash)}.` })
  }
}

/** SPEC.md §5: a signed-message response is 0x plus at least 62 hex characters. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  constructor({ signature }: { signature: unknown }) {
    super('Invalid signature', { details: `The wallet answered ${JSON.stringify(signature)}.` })
  }
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.message.replace(/\n/g, ' ')
  if (error instanceof Error) return error.message
  return String(error)
}
