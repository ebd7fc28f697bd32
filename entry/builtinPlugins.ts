import type { BuiltinPlugin } from '../kernel/plugins/createPluginHost.js'

/**
 * The built-in feature plugins (part of the `portico` entry, the composition root: the kernel itself imports no
 * plugin), by the id `builtinPluginIds` gives each enabled feature. Each is fetched
 * with `import()` only when its feature is on and the kit first needs it.
 */
export const BUILTIN_PLUGINS: Readonly<Record<string, BuiltinPlugin>> = {
  activity: {
    views: ['AccountActivity'],
    load: () => import('../plugins/activity/index.js'),
  },
  analytics: {
    views: [],
    load: () => import('../plugins/analytics/index.js'),
  },
  receive: {
    views: ['WalletReceive'],
    load: () => import('../plugins/receive/index.js'),
  },
  send: {
    views: ['WalletSend', 'WalletSendPreview'],
    load: () => import('../plugins/send/index.js'),
  },
  swaps: {
    views: ['Swap', 'SwapSelectToken', 'SwapPreview'],
    load: () => import('../plugins/swaps/index.js'),
  },
  walletconnect: {
    views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
    load: () => import('../plugins/walletconnect/index.js'),
  },
}
