export interface BaseErrorParameters {
  /** Extra lines shown after the short message. */
  details?: string | undefined
  cause?: unknown
  metaMessages?: string[] | undefined
}

/**
 * The root of every error Portico throws: a short message meant for people, optional details and the
 * error that caused it.
 *
 * @example
 * try { await kit.switchNetwork(net) } catch (e) { if (e instanceof BaseError) console.log(e.shortMessage) }
 */
export class BaseError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages ?? []),
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
  }

  /** Follows the cause chain; returns the first error `fn` accepts, or the innermost one without `fn`. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  if (error && typeof error === 'object' && 'cause' in error && error.cause !== undefined)
    return walk(error.cause, fn)
  return fn ? null : error
}
