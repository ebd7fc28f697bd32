import type { AppKit } from '../../kernel/createInstance.js'
import { getKernelApi } from '../../kernel/internals.js'
import { solanaContextOf } from './solanaContexts.js'

/**
 * The RPC URL of the kit's Solana connection: the solana family's network (the active network when solana is the
 * active family; the one solana last used when another family is active; else the first configured Solana network),
 * through the first of its `customRpcUrls`, else its own default RPC. Undefined until the kit's start-up set up a
 * `solana()` adapter, without a Solana network, or when the network has no RPC URL at all.
 *
 * @example
 * solanaConnectionUrl(kit) // 'https://api.mainnet-beta.solana.com'
 */
export function solanaConnectionUrl(kit: AppKit): string | undefined {
  const context = solanaContextOf(getKernelApi(kit).registerConnector)
  const network = kit.getCaipNetwork('solana') ?? context?.networks[0]
  if (!context || !network) return undefined
  return context.customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
}
