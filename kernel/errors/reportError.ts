import type { EventBus } from '../events/createEventBus.js'
import { BaseError } from './BaseError.js'

/** A failure of a kit action, as the error-reporting endpoint takes it (SPEC.md §7, §8). */
export interface ErrorReport {
  errorType: string
  errorMessage: string
  stackTrace?: string | undefined
}

/**
 * Wraps a failure of a kit action as an internal SDK error report.
 *
 * @example
 * toErrorReport(new Error('boom')) // { errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'boom', stackTrace: 'Error: boom\n at …' }
 */
export function toErrorReport(error: unknown, errorType = 'INTERNAL_SDK_ERROR'): ErrorReport {
  // Not parseErrorMessage: this runs in the kernel's entry, which leaves the UI's message parsing out.
  const errorMessage = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  return { errorType, errorMessage, stackTrace: error instanceof Error ? error.stack : undefined }
}

/**
 * Emits the report of a failure: the ERROR_REPORT signal, which the analytics plugin sends to the error-reporting
 * endpoint while analytics is on (SPEC.md §7, §8). Hosts' event listeners never get it.
 */
export function reportError(events: EventBus, error: unknown): void {
  events.emit('ERROR_REPORT', { ...toErrorReport(error) })
}
