/** Social login providers (SPEC.md §3 frame messages, §6 default socials). */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

export type ConnectMethod = 'email' | 'social' | 'wallet'

export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Sections of the Connect view (SPEC.md §6 connector type order). */
export type ConnectorTypeOrderItem =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

export type SwapProvider = '1inch'
export type OnrampProvider = 'coinbase' | 'meld'

/** Feature switches a host passes as `features` (SPEC.md §6). */
export interface FeatureOptions {
  /** Email login into the embedded wallet. Remote-controlled. */
  email?: boolean
  /** Social logins, in the order shown; `false` for none. Remote-controlled. */
  socials?: SocialProvider[] | false
  /** Show wallets next to email login. */
  emailShowWallets?: boolean
  /** Token swaps. Remote-controlled. */
  swaps?: boolean
  /** Buying crypto through on-ramp providers. Remote-controlled. */
  onramp?: boolean
  /** Activity tab. Remote-controlled. */
  activity?: boolean
  /** "Powered by" branding in the footer. Remote-controlled. */
  branding?: boolean
  receive?: boolean
  send?: boolean
  /** Send analytics events (SPEC.md §7). */
  analytics?: boolean
  /** The "All wallets" entry. */
  allWallets?: boolean
  /** Require ticking terms and privacy before connecting. */
  legalCheckbox?: boolean
  smartSessions?: boolean
  /** Collapse wallets behind one button when email or socials are on. */
  collapseWallets?: boolean
  pay?: boolean
  /** Connect mobile and desktop wallets over WalletConnect (QR code, deep links). Default true. */
  walletConnect?: boolean
  /** Order of connect methods; the default depends on visible wallets (SPEC.md §2). */
  connectMethodsOrder?: ConnectMethod[]
  /** Order of the account's wallet features (SPEC.md §2). */
  walletFeaturesOrder?: WalletFeature[]
  /** Order of the Connect view's wallet sections (SPEC.md §6). */
  connectorTypeOrder?: ConnectorTypeOrderItem[]
}

/** The one set of features the kit runs with, after options, remote config, basic mode and defaults. */
export interface ResolvedFeatures {
  email: boolean
  socials: SocialProvider[] | false
  emailShowWallets: boolean
  swaps: SwapProvider[] | false
  onramp: OnrampProvider[] | false
  activity: boolean
  branding: boolean
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  walletConnect: boolean
  connectMethodsOrder: ConnectMethod[] | undefined
  walletFeaturesOrder: WalletFeature[]
  connectorTypeOrder: ConnectorTypeOrderItem[]
}
