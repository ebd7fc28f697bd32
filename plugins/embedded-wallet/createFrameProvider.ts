import type { ChainNamespace, EmbeddedWalletCapability, PluginContext } from 'portico'
import type { EmbeddedWallet } from './createEmbeddedWallet.js'
import type * as RequestRouting from './requestRouting.js'

type Listener = (...args: unknown[]) => void

type Kernel = PluginContext<'embedded-wallet'>

/** How a request is answered (the RPC policy, the approval, the frame's answer), fetched with the first request. */
let routing: Promise<typeof RequestRouting> | undefined
const loadRouting = () => (routing ??= import('./requestRouting.js'))

/** Forgets what requests left behind (the plugin unloads); loads nothing that was not loaded. */
export const stopRequests = (kernel: Kernel) => void routing?.then((m) => m.stopRouting(kernel))

export interface FrameProvider {
  /** The methods the provider answers, for a family whose provider lists them. */
  methods?: readonly string[]
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * The embedded wallet's provider of one chain family (what `getWalletProvider(namespace)` returns): every request
 * goes to the secure site's frame after the family's RPC policy (SPEC.md §6): safe methods run silently; unsafe
 * ones open ApproveTransaction, where the frame itself asks the visitor; any other is refused with 'Requested RPC
 * call is not allowed' and the requests still waiting are rejected. Parameters and answers are checked by the
 * family's rules (SPEC.md §5). A family whose requests name their network (`request(args, caipNetworkId)`) lists
 * its methods on `methods`, WalletConnect's shape, once the provider is handed out.
 */
export function createFrameProvider(kernel: Kernel, controller: EmbeddedWallet, namespace: ChainNamespace, family: () => Promise<EmbeddedWalletCapability>): FrameProvider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: async (args, chain) => (await loadRouting()).frameRequest({ kernel, controller, namespace, family }, args, chain),
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
