import type { BuiltinPlugin } from './createPluginHost.js'

/**
 * The built-in feature plugins, by the id `builtinPluginIds` gives each enabled feature. Each is fetched
 * with `import()` only when its feature is on and the kit first needs it.
 */
export const BUILTIN_PLUGINS: Readonly<Record<string, BuiltinPlugin>> = {
  activity: {
    views: ['AccountActivity'],
    load: () => import('../../plugins/activity/index.js'),
  },
  analytics: {
    views: [],
    load: () => import('../../plugins/analytics/index.js'),
  },
  receive: {
    views: ['WalletReceive'],
    load: () => import('../../plugins/receive/index.js'),
  },
  send: {
    views: ['WalletSend', 'WalletSendPreview'],
    load: () => import('../../plugins/send/index.js'),
  },
  walletconnect: {
    views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
    load: () => import('../../plugins/walletconnect/index.js'),
  },
}
