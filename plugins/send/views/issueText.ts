import type { Translate } from 'portico/ui'
import type { SendValidationError } from '../errors.js'

/**
 * The catalogue's text of what stops a send (`send.error.<code>`), in SPEC.md §5 wording where it has one.
 *
 * @example
 * issueText(t, new TokenRequiredError()) // 'A token is required'
 */
export function issueText(t: Translate['t'], issue: Pick<SendValidationError, 'code' | 'values'>): string {
  return t(`send.error.${issue.code}`, issue.values)
}
