import type { FamilyCapability } from '../../kernel/connection/adapter.js'

/** The family's name; payment accounts by default (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Bitcoin',
  accountType: 'payment',
}
