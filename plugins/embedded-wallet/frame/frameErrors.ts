import { BaseError } from 'portico'

/** The frame's error reply (SPEC.md §8): its message, or 'An error occurred', and its code if it gave one. */
export class FrameReplyError extends BaseError {
  override name = 'FrameReplyError'
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message || 'An error occurred')
  }
}

/** A frame reply whose payload breaks the protocol: the request fails instead of waiting forever. */
export class InvalidFrameReplyError extends BaseError {
  override name = 'InvalidFrameReplyError'
  constructor({ action }: { action: string }) {
    super('The embedded wallet sent an answer the kit cannot read.', { details: action })
  }
}

/** A frame request that was not answered in time (SPEC.md §8 'Embedded Wallet Request Timed Out'). */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  constructor({ action, timeoutMs }: { action: string; timeoutMs: number }) {
    super('Embedded Wallet Request Timed Out', { details: `${action} was not answered within ${timeoutMs} ms` })
  }
}
