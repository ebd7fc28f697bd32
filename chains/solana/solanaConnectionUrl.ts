import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'

/**
 * The RPC URL of the kit's Solana connection: the solana family's network (the active network when solana is the
 * active family; the one solana last used when another family is active; else the first configured Solana network),
 * through the first of its `customRpcUrls`, else its own default RPC. Undefined without a `solana()` adapter, a
 * Solana network, or any RPC URL for it.
 *
 * @example
 * solanaConnectionUrl(kit) // 'https://api.mainnet-beta.solana.com'
 */
export function solanaConnectionUrl(kit: AppKit): string | undefined {
  const { options } = getKernelApi(kit)
  if (!options.adapters?.some((adapter) => adapter.namespace === 'solana')) return undefined
  const network = kit.getCaipNetwork('solana') ?? options.networks.find((n) => n.chainNamespace === 'solana')
  if (!network) return undefined
  return options.customRpcUrls?.[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
}
