import type { Plugin } from 'portico'

declare module 'portico' {
  interface ViewDataMap {
    /** The Account view's Receive (SPEC.md §2 wallet features). */
    WalletReceive: undefined
  }
}

/**
 * The Receive plugin (feature `receive`, on by default): the WalletReceive view with the connected address in
 * full, "Copy address", its QR code, and the configured networks of its chain family that can receive.
 *
 * @example
 * createAppKit({ ..., features: { receive: true } }) // the built-in plugin; or plugins: [receive]
 *
 * Written as a typed object rather than with `definePlugin`, so the entry imports nothing.
 */
export default {
  id: 'receive',
  strings: { en: () => import('./strings/en.js'), load: async (locale) => (await import('./locales.js')).default(locale) },
  views: {
    WalletReceive: () => import('./views/WalletReceiveView.js'),
  },
  // SPEC.md §2: the Account view's Receive button.
  setup: (context) => void context.registerWalletFeature({ id: 'receive', label: 'feature.receive', view: 'WalletReceive', needs: ['address'] }),
} satisfies Plugin<'receive'>
