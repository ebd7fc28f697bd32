import type { AdapterContext, ChainAdapter } from '../../kernel/connection/adapter.js'
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
  let context: AdapterContext | undefined
  const ready = () => {
    if (!context) throw new Error('eip155: the adapter is used before the kit has set it up.')
    return context
  }
  return {
    namespace: 'eip155',
    setup(adapterContext) {
      context = adapterContext
      // On a server there is no window: no wallets, nothing to tear down.
      const target = (globalThis as { window?: DiscoveryTarget }).window
      if (!discovery || typeof target?.addEventListener !== 'function') return
      return discoverWallets(target, adapterContext)
    },
    async getBalances(parameters) {
      const adapterContext = ready()
      const { getBalances } = await import('./getBalances.js')
      return getBalances(parameters, adapterContext)
    },
    async getIdentity(parameters) {
      const adapterContext = ready()
      const { getIdentity } = await import('./getIdentity.js')
      return getIdentity(parameters, adapterContext)
    },
  }
}
