import { definePlugin } from 'portico'
import { createSwapController, initialSwapState, type SwapArguments } from './createSwapController.js'

export { createSwapController, initialSwapState } from './createSwapController.js'
export type {
  CreateSwapControllerParameters,
  SwapArguments,
  SwapController,
  SwapIssue,
  SwapState,
  SwapToken,
} from './createSwapController.js'
export { GasPriceNetworkNotSupportedError, SwapTransactionRevertedError, SwapsNetworkNotSupportedError } from './errors.js'
export { SWAP_SLIPPAGE } from './swapNetworks.js'

declare module 'portico' {
  interface ViewDataMap {
    /** Opened with the tokens (by symbol) and the amount to start from, as AppKit's `open({ view: 'Swap', arguments })`. */
    Swap: SwapArguments | undefined
  }
}

/**
 * The Swaps plugin (SPEC.md §2 swap views; feature `swaps`, remote-controlled, on by default): Swap (amount, the
 * two tokens, the quote as the amount changes), SwapSelectToken (suggested and popular tokens, search,
 * balances) and SwapPreview (price impact, slippage 1 %, the approval when the router needs one, then the
 * swap), against the convert API of SPEC.md §7. Transactions go through the connected wallet with the chain
 * package's `sendTransaction` and `waitForTransaction`; the plugin knows no chain family.
 *
 * @example
 * createAppKit({ ..., features: { swaps: true } })
 * kit.open({ view: 'Swap', arguments: { amount: '0.1', fromToken: 'ETH', toToken: 'USDC' } })
 */
export default definePlugin({
  id: 'swaps',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    Swap: () => import('./views/SwapView.js'),
    SwapSelectToken: () => import('./views/SwapSelectTokenView.js'),
    SwapPreview: () => import('./views/SwapPreviewView.js'),
  },
  state: initialSwapState,
  setup(context) {
    // SPEC.md §2: the Account view's swaps button.
    context.registerWalletFeature({ id: 'swaps', label: 'feature.swaps', view: 'Swap', needs: ['swaps', 'sendTransaction'] })
    const controller = createSwapController({ kernel: context })
    return { api: controller, teardown: () => controller.destroy() }
  },
})
