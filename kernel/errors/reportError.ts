import type { EventBus } from '../events/createEventBus.js'
import { BaseError } from './BaseError.js'
import type { ErrorReport } from './createErrorReporter.js'

/**
 * The kernel event that carries an error report (SPEC.md §7, §8). It is not a tracked event: the analytics
 * plugin sends it to the error-reporting endpoint, at most 5 a minute, while analytics is on.
 */
export const ERROR_REPORT_EVENT = 'ERROR_REPORT'

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

/** Emits the report of a failure for the error reporter. */
export function reportError(events: EventBus, error: unknown): void {
  events.emit(ERROR_REPORT_EVENT, { ...toErrorReport(error) })
}
