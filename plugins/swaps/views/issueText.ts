import type { Translate } from 'portico/ui'
import type { SwapIssue, SwapToken } from '../createSwapController.js'

/**
 * The catalogue's text of what stops a swap (`swap.issue.<code>`).
 *
 * @example
 * issueText(t, 'insufficientBalance', token) // 'Insufficient TUSD balance'
 */
export function issueText(t: Translate['t'], issue: SwapIssue, source: Pick<SwapToken, 'symbol'> | undefined): string {
  return t(`swap.issue.${issue}`, { symbol: source?.symbol ?? '' })
}
