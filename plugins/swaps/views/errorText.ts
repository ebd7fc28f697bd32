import type { Translate } from 'portico/ui'

/** The swap errors' English texts (errors.ts, SPEC.md §8) and their catalogue keys. */
const SWAP_ERRORS = {
  'Network not supported for Swaps': 'swap.error.networkNotSupported',
  'Network not supported for Gas Price': 'swap.error.gasPriceNotSupported',
  'The swap transaction reverted': 'swap.error.swapReverted',
  'The approval transaction reverted': 'swap.error.approveReverted',
} as const

/**
 * A failure's message in the modal's language: the swap errors from the plugin's strings, the kit's SPEC.md
 * messages ('Signature declined', 'HTTP status code: 500', …) through `spec`, anything else as it is.
 *
 * @example
 * errorText(t, spec, 'The swap transaction reverted') // 'Der Tausch wurde rückgängig gemacht' in German
 */
export function errorText(t: Translate['t'], spec: Translate['spec'], message: string): string {
  const key = (SWAP_ERRORS as Readonly<Record<string, (typeof SWAP_ERRORS)[keyof typeof SWAP_ERRORS]>>)[message]
  return key ? t(key) : spec(message)
}
