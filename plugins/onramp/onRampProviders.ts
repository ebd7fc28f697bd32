/** The on-ramp providers of SPEC.md §9. */
export type OnRampProviderId = 'coinbase' | 'meld'

export interface OnRampProvider {
  id: OnRampProviderId
  /** The name shown (SPEC.md §2: a label and a fee range). */
  label: string
  feeRange: string
  /** Its logo's asset image id (`GET /public/getAssetImage/{id}`); its initials when the API has none. */
  imageId: string
}

export const ONRAMP_PROVIDERS: readonly OnRampProvider[] = [
  { id: 'coinbase', label: 'Coinbase', feeRange: '1-2%', imageId: 'coinbase' },
  { id: 'meld', label: 'Meld', feeRange: '1-2%', imageId: 'meld' },
]

/**
 * The providers a provider option list names, in its order. The list counts only when it is an array of
 * strings (SPEC.md §5); anything else names none. Unknown ids are left out.
 *
 * @example
 * readOnRampProviders(['meld']) // [Meld]
 * readOnRampProviders('coinbase') // []
 */
export function readOnRampProviders(list: unknown): OnRampProvider[] {
  if (!Array.isArray(list) || !list.every((id) => typeof id === 'string')) return []
  return (list as string[]).flatMap((id) => ONRAMP_PROVIDERS.filter((provider) => provider.id === id))
}
