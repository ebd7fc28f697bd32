import type { AdapterContext } from '../../kernel/connection/adapter.js'
import type { AppKit } from '../../kernel/createInstance.js'

/** What each kit set its solana adapter up with: the Solana networks and `customRpcUrls`. */
const setUps = new WeakMap<AppKit, Pick<AdapterContext, 'networks' | 'customRpcUrls'>>()

/**
 * Remembers the set-up of a kit's solana adapter (its context), for the kit's Solana connection; returns the
 * function that forgets it (the adapter's teardown).
 */
export function rememberSetup(context: AdapterContext): () => void {
  const { kit } = context
  if (!kit) return () => {}
  setUps.set(kit, context)
  return () => {
    if (setUps.get(kit) === context) setUps.delete(kit)
  }
}

/**
 * The RPC URL of the kit's Solana connection: the solana family's network (the active network when solana is the
 * active family; the one solana last used when another family is active; else the first configured Solana network),
 * through the first of its `customRpcUrls`, else its own default RPC. Known once the kit has set its `solana()`
 * adapter up (`ready()`); undefined before, without that adapter, a Solana network, or any RPC URL for it.
 *
 * @example
 * solanaConnectionUrl(kit) // 'https://api.mainnet-beta.solana.com'
 */
export function solanaConnectionUrl(kit: AppKit): string | undefined {
  const setUp = setUps.get(kit)
  const network = setUp && (kit.getCaipNetwork('solana') ?? setUp.networks[0])
  if (!setUp || !network) return undefined
  return setUp.customRpcUrls[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0]
}
