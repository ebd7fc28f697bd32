import { definePlugin } from 'portico'
import { createOnRampController, initialOnRampState } from './createOnRampController.js'

export { createOnRampController, initialOnRampState } from './createOnRampController.js'
export type { CreateOnRampControllerParameters, OnRampController, OnRampState } from './createOnRampController.js'
export { coinbaseOnRampBody, fetchCoinbaseOnRampUrl } from './coinbaseOnRampUrl.js'
export { MELD_PUBLIC_KEY, MELD_URL, meldOnRampUrl } from './meldOnRampUrl.js'
export { DEFAULT_ONRAMP_OPTIONS, fetchOnRampOptions } from './onRampOptions.js'
export type { OnRampOptions, PaymentCurrency, PurchaseCurrency } from './onRampOptions.js'
export { ONRAMP_PROVIDERS, readOnRampProviders } from './onRampProviders.js'
export type { OnRampProvider, OnRampProviderId } from './onRampProviders.js'
export { MOCKED_QUOTE_ID, fetchOnRampQuote } from './onRampQuote.js'
export type { OnRampQuote } from './onRampQuote.js'

declare module 'portico' {
  interface ViewDataMap {
    /** The Account view's Buy (SPEC.md §2 wallet features). */
    OnRampProviders: undefined
  }
}

/**
 * The on-ramp plugin (SPEC.md §2, §4 On-ramp; feature `onramp`, remote-controlled, on by default with Coinbase
 * and Meld): OnRampProviders (the amount, the currency and token, a quote, and the providers with their fee
 * range), OnRampFiatSelect, OnRampTokenSelect and BuyInProgress, which waits for the purchase the provider's
 * popup makes. Works on the chain families whose chain package names what a checkout delivers there (the
 * `onRamp` capability: eip155 and solana, SPEC.md §9).
 *
 * @example
 * createAppKit({ ..., features: { onramp: true } }) // the built-in plugin
 */
export default definePlugin({
  id: 'onramp',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    OnRampProviders: () => import('./views/OnRampProvidersView.js'),
    OnRampTokenSelect: () => import('./views/OnRampTokenSelectView.js'),
    OnRampFiatSelect: () => import('./views/OnRampFiatSelectView.js'),
    BuyInProgress: () => import('./views/BuyInProgressView.js'),
  },
  state: initialOnRampState,
  setup(context) {
    // SPEC.md §2: the Account view's onramp button.
    context.registerWalletFeature({ id: 'onramp', label: 'feature.onramp', view: 'OnRampProviders', needs: ['onRamp'] })
    const controller = createOnRampController({ kernel: context })
    return { api: controller, teardown: () => controller.destroy() }
  },
})
