import type { BuiltinPlugin } from '../kernel/plugins/createPluginHost.js'

/**
 * The built-in feature plugins (part of the `portico` entry, the composition root: the kernel itself imports no
 * plugin and names none), by id: the feature or option that turns each on, the views it provides and how to fetch it.
 * This registry is a chunk of its own, fetched beside the modal UI and the plugin host, so a host's code before
 * open grows with no plugin; each plugin is fetched only when its feature is on and the kit first needs it.
 * `registers` repeats what a plugin's setup registers in the core views, so their place is kept before it loads.
 */
export const BUILTIN_PLUGINS: Readonly<Record<string, BuiltinPlugin>> = {
  activity: {
    enabled: (features) => features.activity,
    views: ['AccountActivity'],
    registers: { accountTabs: [{ id: 'Activity', label: 'tab.Activity', view: 'AccountActivity' }] },
    load: () => import('../plugins/activity/index.js'),
  },
  analytics: {
    enabled: (features) => features.analytics,
    views: [],
    load: () => import('../plugins/analytics/index.js'),
  },
  email: {
    enabled: (features) => features.email,
    views: ['ConnectEmail', 'EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
    registers: { connectMethods: [{ id: 'email', method: 'email', label: 'email.label', view: 'ConnectEmail', inline: true }] },
    requires: ['embedded-wallet'],
    load: () => import('../plugins/email/index.js'),
  },
  'embedded-wallet': {
    views: ['ApproveTransaction', 'Passkey', 'AccountType'],
    load: () => import('../plugins/embedded-wallet/index.js'),
  },
  farcaster: {
    enabled: (features) => features.socials && features.socials.includes('farcaster'),
    // Its own `requires` (the embedded wallet) loads with it: the socials that offer it have enabled that already.
    views: ['ConnectingFarcaster'],
    load: () => import('../plugins/farcaster/index.js'),
  },
  names: {
    // Names are registered by the embedded wallet's accounts (SPEC.md §6), which the email and social logins bring.
    enabled: (features) => features.email || !!(features.socials && features.socials.length),
    views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
    // An action of a connected account.
    loadsOnUse: true,
    load: () => import('../plugins/names/index.js'),
  },
  onramp: {
    enabled: (features) => features.onramp && features.onramp.length,
    views: ['OnRampProviders', 'OnRampTokenSelect', 'OnRampFiatSelect', 'BuyInProgress'],
    registers: { walletFeatures: [{ id: 'onramp', label: 'feature.onramp', view: 'OnRampProviders', needs: ['onRamp'] }] },
    load: () => import('../plugins/onramp/index.js'),
  },
  receive: {
    enabled: (features) => features.receive,
    views: ['WalletReceive'],
    registers: { walletFeatures: [{ id: 'receive', label: 'feature.receive', view: 'WalletReceive', needs: ['address'] }] },
    load: () => import('../plugins/receive/index.js'),
  },
  send: {
    enabled: (features) => features.send,
    views: ['WalletSend', 'WalletSendPreview'],
    registers: { walletFeatures: [{ id: 'send', label: 'feature.send', view: 'WalletSend', needs: ['address', 'amounts', 'sendNative'] }] },
    load: () => import('../plugins/send/index.js'),
  },
  siwx: {
    // Sign-in is an option (SPEC.md §3), not a feature flag.
    enabled: (_, options) => options.siwx || options.siweConfig,
    views: ['SIWXSignMessage'],
    load: () => import('../plugins/siwx/index.js'),
  },
  socials: {
    enabled: (features) => features.socials && features.socials.length,
    views: ['ConnectSocialRow', 'ConnectSocials', 'ConnectingSocial'],
    registers: { connectMethods: [{ id: 'socials', method: 'social', label: 'social.label', view: 'ConnectSocialRow', inline: true }] },
    requires: ['embedded-wallet'],
    load: () => import('../plugins/socials/index.js'),
  },
  swaps: {
    enabled: (features) => features.swaps && features.swaps.length,
    views: ['Swap', 'SwapSelectToken', 'SwapPreview'],
    registers: { walletFeatures: [{ id: 'swaps', label: 'feature.swaps', view: 'Swap', needs: ['swaps', 'sendTransaction'] }] },
    load: () => import('../plugins/swaps/index.js'),
  },
  walletconnect: {
    enabled: (features) => features.walletConnect,
    views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
    registers: {
      connectMethods: [
        {
          id: 'walletConnect',
          method: 'wallet',
          section: 'walletConnect',
          label: 'WalletConnect',
          icon: 'qr',
          view: 'ConnectingWalletConnect',
          connectsWallets: true,
          startView: 'ConnectingWalletConnectBasic',
        },
      ],
    },
    // Its row and the directory wallets' rows show before it loads; pointing at one of them loads it.
    loadsOnUse: true,
    load: () => import('../plugins/walletconnect/index.js'),
  },
}
