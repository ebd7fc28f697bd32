import { BaseError, type BaseErrorParameters } from './BaseError.js'

// One class per failure, with the messages of SPEC.md §8 and §5 exactly.

/** SPEC.md §3 Options: a configuration the kit refuses to start with. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError'
}

/** SPEC.md §5: `siweConfig` and `siwx` are mutually exclusive. */
export class ConflictingSiwxOptionsError extends InvalidOptionsError {
  override name = 'ConflictingSiwxOptionsError'
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options')
  }
}

/** SPEC.md §7: any non-2xx response. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string
  constructor({ status, url, body }: { status: number; url: string; body?: string | undefined }) {
    super(`HTTP status code: ${status}`, { details: body || undefined })
    this.status = status
    this.url = url
  }
}

/** A request that took longer than its timeout (SPEC.md §9). */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super('The request took too long to respond.', { details: `${url} did not answer within ${timeoutMs} ms` })
  }
}

/** A response whose shape does not match what the API promises. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor({ url, cause }: { url: string; cause?: unknown }) {
    super('The server sent a response the kit cannot read.', { details: url, cause })
  }
}

/** SPEC.md §6 RPC policy. */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  constructor({ method }: { method: string }) {
    super('Requested RPC call is not allowed', { details: method })
    this.method = method
  }
}

/** SPEC.md §8: a view no core part or loaded plugin provides. */
export class ViewNotFoundError extends BaseError {
  override name = 'ViewNotFoundError'
  constructor({ view }: { view: string }) {
    super(`View not available: ${view}`, {
      details: 'Enable the feature or add the plugin that provides this view.',
    })
  }
}

/** A plugin whose module failed to load or whose setup threw. */
export class PluginLoadError extends BaseError {
  override name = 'PluginLoadError'
  constructor({ id, cause }: { id: string; cause?: unknown }) {
    super(`Plugin failed to load: ${id}`, { cause })
  }
}

/** SPEC.md §8. */
export class ChainRequiredError extends BaseError {
  override name = 'ChainRequiredError'
  constructor() {
    super('Chain is required to update chain account data')
  }
}

/** SPEC.md §8. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(parameters?: BaseErrorParameters) {
    super('Chain adapter not found', parameters)
  }
}

/** SPEC.md §8. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor() {
    super('Adapter not found')
  }
}

/** SPEC.md §8. */
export class CaipNetworkUndefinedError extends BaseError {
  override name = 'CaipNetworkUndefinedError'
  constructor() {
    super('CaipNetwork is undefined')
  }
}

/** SPEC.md §8: adding a chain to the wallet failed. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Chain is not supported', parameters)
  }
}

/** SPEC.md §5: a feature asked a chain family for something its chain package does not offer. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor({ namespace, capability }: { namespace?: string | undefined; capability?: string | undefined } = {}) {
    super('Unsupported chain', { details: capability && `${namespace ?? 'No chain'} does not offer ${capability}.` })
  }
}

/** A connector id nobody registered. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor({ id }: { id: string }) {
    super('Connector not found', { details: id })
  }
}

/** SPEC.md §8 (wallet-library errors): the wallet went away while it was being connected. */
export class ConnectorUnavailableError extends BaseError {
  override name = 'ConnectorUnavailableError'
  constructor({ id }: { id: string }) {
    super('Connector unavailable', { details: `${id} disconnected or was removed while connecting` })
  }
}

/** SPEC.md §8: 'Failed to disconnect', wrapped, with the per-chain reason. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor({ namespace, cause }: { namespace?: string | undefined; cause?: unknown }) {
    super('Failed to disconnect', {
      cause,
      details: namespace
        ? `Failed to disconnect chain ${namespace}: ${messageOf(cause)}`
        : messageOf(cause),
    })
  }
}

/** SPEC.md §8: a network not in the `networks` option. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ caipNetworkId }: { caipNetworkId?: string } = {}) {
    super('Network not found', {
      details: `${caipNetworkId ?? 'The network'} must be in the networks array given to createAppKit.`,
    })
  }
}

/** SPEC.md §8: the user declined to sign. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  constructor({ smartAccount = false, cause }: { smartAccount?: boolean; cause?: unknown } = {}) {
    super(smartAccount ? 'This application might not support Smart Accounts' : 'Signature declined', { cause })
  }
}

/** SPEC.md §8: an open RPC request was cancelled. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor() {
    super('Request was aborted')
  }
}

function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
