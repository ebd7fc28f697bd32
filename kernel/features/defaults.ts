import type {
  ConnectMethod,
  ConnectorTypeOrderItem,
  OnrampProvider,
  ResolvedFeatures,
  SocialProvider,
  SwapProvider,
  WalletFeature,
} from './types.js'

/** The features the project's remote configuration controls (SPEC.md §6 Remote feature flags). */
export type RemoteFeatureKey = 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'branding'

/** The remote-controlled part of {@link ResolvedFeatures}. */
export type RemoteFeatures = Pick<ResolvedFeatures, RemoteFeatureKey>

/** The part of {@link ResolvedFeatures} only the host's options decide. */
export type LocalFeatures = Omit<ResolvedFeatures, RemoteFeatureKey>

/** Remote-controlled feature keys, in the order warnings and lists name them. */
export const REMOTE_FEATURE_KEYS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'branding',
] as const satisfies readonly RemoteFeatureKey[]

/** Every social login provider the kit knows, in the default order (SPEC.md §6 default socials). */
export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const satisfies readonly SocialProvider[]

/** Every swap provider the kit knows. */
export const SWAP_PROVIDERS = ['1inch'] as const satisfies readonly SwapProvider[]

/** Every on-ramp provider the kit knows (SPEC.md §6). */
export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const satisfies readonly OnrampProvider[]

/** Every connect method, for `features.connectMethodsOrder`. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const satisfies readonly ConnectMethod[]

/** Default order of the account's wallet features (SPEC.md §2). */
export const DEFAULT_WALLET_FEATURES_ORDER = [
  'onramp',
  'swaps',
  'receive',
  'send',
] as const satisfies readonly WalletFeature[]

/** Default order of the Connect view's sections (SPEC.md §6 Connector type order). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const satisfies readonly ConnectorTypeOrderItem[]

/**
 * Default feature flags, for the features the host's options decide (SPEC.md §6 Default feature flags).
 * Shared: copy the arrays before handing them out.
 */
export const DEFAULT_FEATURES: Readonly<LocalFeatures> = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletConnect: true,
  emailShowWallets: true,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: [...DEFAULT_WALLET_FEATURES_ORDER],
  connectorTypeOrder: [...DEFAULT_CONNECTOR_TYPE_ORDER],
}

/**
 * Default remote features: used when the remote configuration could not be loaded (SPEC.md §6 Default
 * remote features). Shared: copy the arrays before handing them out.
 */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatures> = {
  swaps: [...SWAP_PROVIDERS],
  onramp: [...ONRAMP_PROVIDERS],
  email: true,
  activity: true,
  branding: true,
  socials: [...SOCIAL_PROVIDERS],
}
