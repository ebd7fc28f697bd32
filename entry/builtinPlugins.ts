import type { BuiltinPlugin } from '../kernel/plugins/createPluginHost.js'

/**
 * The built-in feature plugins (part of the `portico` entry, the composition root: the kernel itself imports no
 * plugin), by the id `builtinPluginIds` gives each enabled feature: the views each provides and how to fetch it.
 * This registry is a chunk of its own, fetched beside the modal UI and the plugin host, so a host's code before
 * open grows with no plugin; each plugin is fetched only when its feature is on and the kit first needs it.
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
  email: {
    views: [
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'UpdateEmailWallet',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
      'Connect:email',
    ],
    requires: ['embedded-wallet'],
    load: () => import('../plugins/email/index.js'),
  },
  'embedded-wallet': {
    views: ['ApproveTransaction', 'Passkey'],
    load: () => import('../plugins/embedded-wallet/index.js'),
  },
  onramp: {
    views: ['OnRampProviders', 'OnRampTokenSelect', 'OnRampFiatSelect', 'BuyInProgress'],
    load: () => import('../plugins/onramp/index.js'),
  },
  receive: {
    views: ['WalletReceive'],
    load: () => import('../plugins/receive/index.js'),
  },
  send: {
    views: ['WalletSend', 'WalletSendPreview'],
    load: () => import('../plugins/send/index.js'),
  },
  siwx: {
    views: ['SIWXSignMessage'],
    load: () => import('../plugins/siwx/index.js'),
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
