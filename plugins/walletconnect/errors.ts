import { BaseError, type BaseErrorParameters } from 'portico'

/** The wallet declined the session proposal. Reads as a user rejection (EIP-1193 code 4001). */
export class ConnectionDeclinedError extends BaseError {
  override name = 'ConnectionDeclinedError'
  readonly code = 4001
  constructor(parameters?: BaseErrorParameters) {
    super('Connection declined', parameters)
  }
}

/** The pending WalletConnect connection was given up: the view that showed its QR code went away. */
export class ConnectionCancelledError extends BaseError {
  override name = 'ConnectionCancelledError'
  /** No wallet answered: the kernel reports no failed connect (no CONNECT_ERROR, no error report). */
  readonly abandoned = true
  constructor() {
    super('Connection cancelled', { details: 'The WalletConnect pairing was closed before a wallet approved it.' })
  }
}

/** The WalletConnect session has no account on the connector's chain family (SPEC.md §8 wallet-library errors). */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor({ namespace }: { namespace: string }) {
    super('Account not found for connector', {
      details: `The wallet approved the WalletConnect session without a ${namespace} account.`,
    })
  }
}

/** The provider could not be loaded or set up (no relay, a bad project id, storage unavailable). */
export class WalletConnectSetupError extends BaseError {
  override name = 'WalletConnectSetupError'
  constructor(parameters?: BaseErrorParameters) {
    super('WalletConnect could not start', parameters)
  }
}

/** SDK error codes of a wallet that refuses a proposal (USER_REJECTED, ..._CHAINS, ..._METHODS, ..._EVENTS). */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002, 5003])

/**
 * The error a failed pairing rejects with: a wallet's refusal becomes ConnectionDeclinedError; other failures
 * keep their error, with plain `{ message, code }` objects turned into a BaseError.
 */
export function toConnectionError(error: unknown): unknown {
  if (error instanceof BaseError) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : ''
  if ((typeof code === 'number' && REJECTION_CODES.has(code)) || /reject|declin/iu.test(text))
    return new ConnectionDeclinedError({ cause: error, ...(text ? { details: text } : {}) })
  if (error instanceof Error) return error
  return new BaseError('Connection failed', { cause: error, ...(text ? { details: text } : {}) })
}
