import type { ChainAdapter } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import { sanitizeName } from '../../kernel/utils/sanitizeName.js'
import { discoverPolkadotWallets } from './discoverWallets.js'
import { family, walletConnect } from './family.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'
import './chainFamilies.js'

export interface PolkadotParameters {
  /** Discover injected extensions (`window.injectedWeb3`) and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
}

/**
 * The Polkadot chain family (CAIP namespace `polkadot`, networks by the first 32 hex digits of their genesis
 * hash): injected extensions (`window.injectedWeb3`, late ones too) and their connectors, accounts with their
 * names, addresses shown with the network's SS58 prefix, and the capabilities features ask for
 * (ChainCapabilities): SS58 addresses (SPEC.md §5), messages signed with `signRaw` (wrapped in `<Bytes>` by the
 * extension) or `polkadot_signMessage` over WalletConnect, CAIP-122 sign-in (sr25519 and ed25519), plain accounts
 * (SPEC.md §6). It reads no balances and sends nothing: the Account view says balances are not available. Only
 * discovery, the connectors and the synchronous checks load with the page; the SS58 codec, the wallet calls and
 * the verifier load with `import()` on first use.
 *
 * @example
 * import { polkadot } from 'portico/chains/polkadot'
 * import { polkadot as polkadotRelay } from 'portico/networks'
 * createAppKit({ projectId, adapters: [polkadot()], networks: [polkadotRelay] })
 */
export function polkadot({ discovery = true }: PolkadotParameters = {}): ChainAdapter {
  // Names of connected accounts, by the address the kit shows: their profile names.
  const names = new Map<string, string>()
  return {
    namespace: 'polkadot',
    setup(context) {
      // On a server there is no window: no extensions.
      const stop = discovery && typeof window !== 'undefined' ? discoverPolkadotWallets({ ...context, names }) : undefined
      return () => {
        stop?.()
        names.clear()
      }
    },
    async getIdentity({ address }) {
      const name = names.get(address)
      // An extension's account name is wallet data: shown without bidi or invisible characters.
      return { name: name ? sanitizeName(name) || null : null, avatar: null }
    },
    address: {
      isValid: isPolkadotAddress,
      async format(text) {
        const { decodeSs58 } = await import('./ss58.js')
        if (!decodeSs58(text)) throw new TypeError(`Not an SS58 address: ${text}`)
        return text
      },
    },
    amounts: decimalAmounts,
    family,
    walletConnect: async () => walletConnect,
    siwx: async () => (await import('./siwx/siwx.js')).siwx,
    signMessage: async (wallet, parameters) => (await import('./walletActions.js')).signMessage(wallet, parameters),
  }
}
