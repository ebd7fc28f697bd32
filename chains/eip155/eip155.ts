import type { AdapterContext, ChainAdapter } from '../../kernel/connection/adapter.js'
import { decimalAmounts } from '../../kernel/connection/decimalAmounts.js'
import type { PublicClients } from './createPublicClients.js'
import { activity, family, onRamp } from './family.js'
import { discoverWallets } from './discoverWallets.js'
import { nameCoinTypes } from './evmCoinType.js'
import { isEvmAddress } from './isEvmAddress.js'
import type { DiscoveryTarget } from './types.js'
import './chainFamilies.js'

/** The wallet calls and viem, fetched on first use. */
const actions = () => import('./walletActions.js')
type Actions = Awaited<ReturnType<typeof actions>>

/** A wallet call of walletActions.ts, with its own type, fetched on first use. */
const lazy = <K extends Exclude<keyof Actions, 'checksumAddress'>>(name: K): Actions[K] =>
  (async (...args: unknown[]) => ((await actions())[name] as (...all: unknown[]) => unknown)(...args)) as Actions[K]

export interface Eip155Parameters {
  /** Discover browser wallets (EIP-6963 and `window.ethereum`) and register their connectors. Defaults to `true`. */
  discovery?: boolean | undefined
}

/**
 * The EVM chain family (CAIP namespace `eip155`): browser-wallet discovery and connectors, balances and
 * identity, and the capabilities features ask for (ChainCapabilities): EVM addresses with their EIP-55 checksum,
 * exact amounts, `personal_sign` and EIP-712 signatures, native and ERC20 sends, contract calls and their receipts,
 * the fee reserve of "Max", ENSIP-11 name coin types, switching and adding networks. Only discovery, the connectors and the synchronous
 * checks load with the page; viem, the wallet calls and the balance code load with `import()` on first use.
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
    address: {
      isValid: isEvmAddress,
      format: async (text) => (await actions()).checksumAddress(text),
    },
    amounts: decimalAmounts,
    family,
    walletConnect: async () => (await import('./walletConnect.js')).walletConnect,
    onRamp,
    swaps: async () => (await import('./swaps.js')).swaps,
    activity,
    siwx: async () => (await import('./siwx/siwx.js')).siwx,
    embeddedWallet: async () => (await import('./embedded/embeddedWallet.js')).embeddedWallet,
    nameCoinTypes: (wallet) => nameCoinTypes(wallet.network.id),
    signMessage: lazy('signMessage'),
    signTypedData: lazy('signTypedData'),
    sendNative: lazy('sendNative'),
    sendToken: lazy('sendToken'),
    sendTransaction: lazy('sendTransaction'),
    waitForTransaction: lazy('waitForTransaction'),
    nativeFeeReserve: lazy('nativeFeeReserve'),
    estimateFee: lazy('estimateFee'),
    switchNetwork: lazy('switchNetwork'),
    addNetwork: lazy('addNetwork'),
  }
}
