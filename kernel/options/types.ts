import type { ChainNamespace, Network } from '../types/chain.js'
import type { AccountType } from '../types/account.js'
import type { Wallet } from '../types/wallet.js'
import type { ChainAdapter } from '../connection/adapter.js'
import type { PluginSource } from '../plugins/definePlugin.js'
import type { FeatureOptions } from '../features/types.js'

export type ThemeMode = 'light' | 'dark'

/** CSS custom properties the modal reads (`--w3m-accent`, `--portico-font-family`, ...). */
export type ThemeVariables = Record<string, string | number>

/** Metadata of the host app, shown to wallets (SPEC.md §3 Options). */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A wallet the host lists itself, outside the directory. */
export type CustomWallet = Pick<Wallet, 'id' | 'name'> & Partial<Wallet>

/** Base URLs of the services the kit calls (SPEC.md §7; defaults in INFRA.md). */
export interface ApiUrls {
  /** Wallet directory and config API. */
  directory?: string
  /** Blockchain API. */
  blockchain?: string
  /** Analytics endpoint. */
  analytics?: string
  /** WalletConnect relay (`wss://…`). */
  relay?: string
  /** Meld's checkout page, where the on-ramp plugin sends buyers (`https://meldcrypto.com` by default). */
  meld?: string
}

/** Sign-in-with-X configuration; the siwx plugin defines the full shape. */
export interface SiwxConfig {
  /** When true the user must sign in before the modal can be closed (SPEC.md §4). */
  required?: boolean
  [key: string]: unknown
}

/** The options of `createAppKit` (SPEC.md §3 Options, DESIGN.md Public API). */
export interface AppKitOptions {
  /** Project id issued for the wallet directory and blockchain APIs. Required. */
  projectId: string
  /** The host app, as wallets show it. */
  metadata?: AppMetadata
  /** Feature switches (SPEC.md §6). */
  features?: FeatureOptions
  /** Networks the app supports; at least one. */
  networks: readonly [Network, ...Network[]] | Network[]
  /** Chain packages, for example `[eip155()]`. */
  adapters?: ChainAdapter[]
  /** The network to start on; the first of `networks` otherwise. */
  defaultNetwork?: Network
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** RPC URLs to use instead of a network's defaults, by CAIP network id. */
  customRpcUrls?: Record<string, { url: string }[]>
  /** Directory ids shown first, in this order. */
  featuredWalletIds?: string[]
  /** Only these directory ids are listed. */
  includeWalletIds?: string[]
  /** These directory ids are never listed. */
  excludeWalletIds?: string[]
  /** Wallets listed besides the directory's. */
  customWallets?: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Sign-in with any chain. Mutually exclusive with `siweConfig`. */
  siwx?: SiwxConfig
  /** Sign-in with Ethereum, the older form. Mutually exclusive with `siwx`. */
  siweConfig?: SiwxConfig
  /** Account type per namespace (SPEC.md §6). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Third-party plugins: plugin objects or lazy loaders (`() => import('x')`). */
  plugins?: PluginSource[]
  /** Base URLs of the APIs; point them at your own deployments or at the devnet. */
  apiUrls?: ApiUrls
  /** Locale of the modal's strings, for example `'de'`. English is built in. */
  locale?: string
  /** Do not inject the modal element into `document.body`. */
  disableAppend?: boolean
  /** Render the modal inline in the host's layout (embedded mode). */
  enableEmbedded?: boolean
  /** Basic mode: no remote config, every remote feature off (SPEC.md §6). */
  basic?: boolean
  /** The host drives WalletConnect itself (SPEC.md §2). */
  manualWCControl?: boolean
  /** Let users stay on a network the app does not list. */
  allowUnsupportedChain?: boolean
  /** Offer a network switch when the wallet is on an unsupported network. Default true. */
  enableNetworkSwitch?: boolean
  /** Show the SwitchNetwork confirmation view. Default true. */
  enableNetworkSwitchConfirmation?: boolean
  /** Extra client id sent as `clientId` with API calls. */
  clientId?: string
}
