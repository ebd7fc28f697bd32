import type { SwapsCapability } from '../../kernel/connection/adapter.js'

/** The networks swaps run on (SPEC.md §9 swap networks), loaded when the swaps plugin first asks. */
export const swaps: SwapsCapability = {
  networks: [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].map((id) => `eip155:${id}`),
}
