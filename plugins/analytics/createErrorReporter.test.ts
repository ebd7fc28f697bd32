import { describe, expect, it, vi } from 'vitest'
import { toErrorReport } from '../../kernel/errors/reportError.js'
import type { ErrorReport } from 'portico'
import { createErrorReporter } from './createErrorReporter.js'

describe('createErrorReporter', () => {
  it('send at most 5 error reports a minute (SPEC §8, §9)', () => {
    let now = 0
    const send = vi.fn(async (_report: ErrorReport) => {})
    const report = createErrorReporter({ send, now: () => now })
    const sent = Array.from({ length: 7 }, (_, i) => report(toErrorReport(new Error(`e${i}`))))
    expect(sent).toEqual([true, true, true, true, true, false, false])
    expect(send).toHaveBeenCalledTimes(5)
    expect(send.mock.calls[0]?.[0]).toMatchObject({ errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'e0', stackTrace: expect.stringContaining('Error: e0') })
    now = 59_999
    expect(report(toErrorReport(new Error('late')))).toBe(false)
    now = 60_000
    expect(report(toErrorReport('next minute'))).toBe(true)
    expect(send.mock.calls[5]?.[0]).toEqual({ errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'next minute', stackTrace: undefined })
    expect(send).toHaveBeenCalledTimes(6)
  })
})
