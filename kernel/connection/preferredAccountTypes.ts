import type { Kernel } from '../kernel.js'

/**
 * Sets `preferredAccountTypes` in every chain's account state (SPEC.md §3, §6): each family's default, as its chain
 * package declares it (`family.accountType`), overridden one by one by the `defaultAccountTypes` option. Done at
 * start-up.
 *
 * @example
 * setPreferredAccountTypes(kernel) // { defaultAccountTypes: { eip155: 'eoa' } } with eip155() and solana(): eip155 eoa, solana eoa
 */
export function setPreferredAccountTypes(kernel: Kernel): void {
  const defaults = kernel.adapters.flatMap(({ namespace, family }) => (family?.accountType ? [[namespace, family.accountType]] : []))
  const types = { ...Object.fromEntries(defaults), ...kernel.options.defaultAccountTypes }
  for (const chain of Object.values(kernel.store.chain.chains)) chain.accountState.preferredAccountTypes = { ...types }
}
