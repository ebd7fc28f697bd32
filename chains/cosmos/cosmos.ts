import type { ChainAdapter } from '../../kernel/connection/adapter.js'
import type { KeplrWalletDescriptor } from './createKeplrConnector.js'
import { discoverKeplrWallets } from './discoverKeplrWallets.js'
import { family, walletConnect } from './family.js'
import { bech32PrefixOfNetwork } from './bech32Prefixes.js'
import { bech32PrefixOf, isCosmosAddress } from './isCosmosAddress.js'
import './chainFamilies.js'

export interface CosmosParameters {
  /** Discover injected Keplr-style wallets and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
  /** More injected Keplr-style wallets to look for, by their `window` property, beside Keplr (`window.keplr`) and Leap (`window.leap`). */
  wallets?: readonly KeplrWalletDescriptor[] | undefined
}

/** The Keplr-style wallets always looked for. */
const WALLETS: readonly KeplrWalletDescriptor[] = [
  { global: 'keplr', name: 'Keplr', keystoreChangeEvent: 'keplr_keystorechange' },
  { global: 'leap', name: 'Leap', keystoreChangeEvent: 'leap_keystorechange' },
]

/**
 * The Cosmos chain family (CAIP namespace `cosmos`): injected Keplr-style wallets (`window.keplr`, late ones too),
 * connected per chain id with the chain's bech32 prefix, a key change in the wallet followed, ADR-036 message
 * signing, sign-in (CAIP-122 messages, ADR-036 signatures) and the WalletConnect namespace. It reads no balances
 * and sends nothing (no `getBalances`, no send capabilities): the modal says balances are not read on these
 * networks. The signing code loads with `import()` on first use.
 *
 * @example
 * import { cosmos } from 'portico/chains/cosmos'
 * import { cosmosHub, osmosis } from 'portico/networks'
 * createAppKit({ projectId, adapters: [cosmos()], networks: [cosmosHub, osmosis] })
 */
export function cosmos({ discovery = true, wallets = [] }: CosmosParameters = {}): ChainAdapter {
  return {
    namespace: 'cosmos',
    // On a server there is no window: no wallets.
    setup: (context) => (discovery && typeof window !== 'undefined' ? discoverKeplrWallets(context, [...WALLETS, ...wallets]) : undefined),
    address: {
      isValid: isCosmosAddress,
      format: async (text) => text,
      // A chain Portico knows takes only addresses with its own bech32 prefix.
      receivesOn: (text, network) => {
        const prefix = bech32PrefixOfNetwork(network)
        return prefix === undefined || bech32PrefixOf(text) === prefix
      },
    },
    family,
    walletConnect: async () => walletConnect,
    siwx: async () => (await import('./siwx/siwx.js')).siwx,
    signMessage: async (wallet, parameters) => (await import('./walletActions.js')).signMessage(wallet, parameters),
  }
}
