import type { FamilyCapability } from '../../kernel/connection/adapter.js'

/** The family's name (translated by the modal's catalogue under `namespace.bip122`); payment accounts by default (SPEC.md §6). */
export const family: FamilyCapability = {
  label: 'Bitcoin',
  accountType: 'payment',
}
