import { BaseError } from './BaseError.js'

/**
 * The message to show for anything thrown (SPEC.md §8): a string as it is, a validation issue's message,
 * an Error's message, or 'Unknown error'.
 *
 * @example
 * parseErrorMessage(new Error('boom')) // 'boom'
 */
export function parseErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (error instanceof BaseError) return error.shortMessage
  if (error && typeof error === 'object') {
    const issues = (error as { issues?: unknown }).issues
    if (Array.isArray(issues)) {
      const first = issues[0] as { message?: unknown } | undefined
      if (typeof first?.message === 'string') return first.message
    }
    const message = (error as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  return 'Unknown error'
}
