import type { ErrorReport } from 'portico'

/** SPEC.md §9: error reports sent a minute, at most. */
const ERROR_REPORTS_PER_MINUTE = 5

export interface CreateErrorReporterParameters {
  send(report: ErrorReport): Promise<unknown>
  /** Injected for tests. */
  now?: () => number
  limit?: number
}

/**
 * Sends error reports (`toErrorReport`) to the error-reporting endpoint, at most 5 a minute (SPEC.md §8, §9).
 * Reports past the limit are dropped; a failed send never throws. Returns whether the report was sent.
 *
 * @example
 * const report = createErrorReporter({ send: (body) => http.post('/e', { body }) })
 * report(toErrorReport(error))
 */
export function createErrorReporter({
  send,
  now = Date.now,
  limit = ERROR_REPORTS_PER_MINUTE,
}: CreateErrorReporterParameters) {
  const sentAt: number[] = []
  return function report(errorReport: ErrorReport): boolean {
    const t = now()
    while (sentAt.length && (sentAt[0] as number) <= t - 60_000) sentAt.shift()
    if (sentAt.length >= limit) return false
    sentAt.push(t)
    // A report that cannot be sent is dropped: reporting that failure would only fail the same way.
    send(errorReport).catch(() => {})
    return true
  }
}
