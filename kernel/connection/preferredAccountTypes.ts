import type { Kernel } from '../kernel.js'
import type { AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'

/** The account type of each chain family unless the host says otherwise (SPEC.md §6). */
const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

/**
 * Sets `preferredAccountTypes` in every chain's account state (SPEC.md §3, §6): the defaults, each overridden by
 * the `defaultAccountTypes` option. Done at start-up.
 *
 * @example
 * setPreferredAccountTypes(kernel) // with { defaultAccountTypes: { eip155: 'eoa' } }: eip155 eoa, bip122 payment, ...
 */
export function setPreferredAccountTypes(kernel: Kernel): void {
  const types = { ...DEFAULT_ACCOUNT_TYPES, ...kernel.options.defaultAccountTypes }
  for (const chain of Object.values(kernel.store.chain.chains)) chain.accountState.preferredAccountTypes = { ...types }
}
