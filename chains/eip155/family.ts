import type { ActivityCapability, FamilyCapability, OnRampCapability } from '../../kernel/connection/adapter.js'

/** The family's name (a family of networks: "EVM Networks" in the visitor's language); smart accounts by default (SPEC.md §6). */
export const family: FamilyCapability = { label: 'EVM', networks: true, accountType: 'smartAccount' }

/** On-ramps deliver USDC to an EVM address (SPEC.md §4 On-ramp); Coinbase on its pay chains, else 'ethereum'. */
export const onRamp: OnRampCapability = {
  destinationCurrency: 'USDC',
  providers: ['coinbase', 'meld'],
  coinbasePay: () => import('./coinbasePay.js'),
}


/** The blockchain API keeps the history of EVM accounts (SPEC.md §9 activity), by CAIP-2 network id. */
export const activity: ActivityCapability = { chainId: (network) => network.caipNetworkId }
