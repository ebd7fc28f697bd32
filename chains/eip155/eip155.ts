import type { AdapterContext, ChainAdapter } from '../../kernel/connection/adapter.js'
import type { PublicClients } from './createPublicClients.js'
import { discoverWallets } from './discoverWallets.js'
import type { DiscoveryTarget } from './types.js'

export interface Eip155Parameters {
  /** Discover browser wallets (EIP-6963 and `window.ethereum`) and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
}

/**
 * The EVM chain family (CAIP namespace `eip155`): browser-wallet discovery and connectors, balances and
 * identity. Only discovery and the connectors load with the page; viem and the balance code load with
 * `import()` the first time balances or identity are needed.
 *
 * @example
 * import { eip155 } from 'portico/chains/eip155'
 * import { mainnet, arbitrum } from 'portico/networks'
 * createAppKit({ projectId, adapters: [eip155()], networks: [mainnet, arbitrum] })
 */
export function eip155({ discovery = true }: Eip155Parameters = {}): ChainAdapter {
  /** The current set-up: the kit's context and, once balances are read, its RPC clients. */
  let instance: { context: AdapterContext; clients?: PublicClients; torn: boolean } | undefined
  const ready = () => {
    if (!instance) throw new Error('eip155: the adapter is used before the kit has set it up or after it was destroyed.')
    return instance
  }
  return {
    namespace: 'eip155',
    setup(adapterContext) {
      const mine: { context: AdapterContext; clients?: PublicClients; torn: boolean } = { context: adapterContext, torn: false }
      instance = mine
      // On a server there is no window: no wallets.
      const target = (globalThis as { window?: DiscoveryTarget }).window
      const stopDiscovery =
        discovery && typeof target?.addEventListener === 'function' ? discoverWallets(target, adapterContext) : undefined
      // The kit's teardown: discovery stops and the RPC clients stop pinging their endpoints.
      return () => {
        mine.torn = true
        stopDiscovery?.()
        mine.clients?.stop()
        if (instance === mine) instance = undefined
      }
    },
    async getBalances(parameters) {
      const mine = ready()
      const { getBalances, createPublicClients } = await import('./getBalances.js')
      // Torn down while the chunk loaded: no client may start pinging now.
      if (mine.torn) throw new Error('eip155: the adapter was destroyed with its kit.')
      mine.clients ??= createPublicClients()
      return getBalances(parameters, { ...mine.context, publicClients: mine.clients })
    },
    async getIdentity(parameters) {
      const { context } = ready()
      const { getIdentity } = await import('./getIdentity.js')
      return getIdentity(parameters, context)
    },
  }
}
