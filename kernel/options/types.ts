import type { ChainNamespace, Network } from '../types/chain.js'
import type { AccountType } from '../types/account.js'
import type { Wallet } from '../types/wallet.js'
import type { ChainAdapter } from '../connection/adapter.js'
import type { PluginSource } from '../plugins/definePlugin.js'
import type { FeatureOptions } from '../features/types.js'
import type { SIWXConfig } from '../types/siwx.js'

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
  /**
   * The embedded wallet's secure site, loaded in a hidden frame when email login is on
   * (`https://secure.walletconnect.org/sdk` by default).
   */
  secureSite?: string
}

/**
 * The `siwx` option (SPEC.md §4 sign-in): a sign-in configuration of Reown AppKit's shape (`SIWXConfig`: its
 * methods are used as given), or settings of the ready-made ones: sessions kept in the browser's storage and
 * verified in the browser, or, with `serverUrl`, kept and verified by a sign-in server. Methods given beside the
 * settings replace the ready-made configuration's.
 */
export interface SiwxConfig extends Partial<SIWXConfig> {
  /** When true the visitor must sign in to stay connected; the sign view cannot be closed (SPEC.md §4). */
  required?: boolean
  /** Base URL of a sign-in server (`GET /nonce`, `POST /verify`, `GET /sessions`, `POST /revoke`). */
  serverUrl?: string
  /** The text above the message's fields. */
  statement?: string
  /** URIs the sign-in covers (the message's Resources). */
  resources?: string[]
  /** How long a session holds, in milliseconds; one day by default. */
  expiresIn?: number
  [key: string]: unknown
}

/** The arguments of a SIWE configuration's `createMessage` (Reown AppKit's `SIWECreateMessageArgs`). */
export interface SiweCreateMessageArgs {
  domain: string
  uri: string
  /** `did:pkh:eip155:<chainId>:<address>`. */
  address: string
  version: string
  nonce: string
  chainId: number
  statement?: string | undefined
  resources?: string[] | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
}

/** The `siweConfig` option: Reown AppKit's SIWE client, used through a bridge to `SIWXConfig`. */
export interface SiweConfig {
  /** When true the visitor must sign in to stay connected (SPEC.md §4). */
  required?: boolean
  getMessageParams?(): Promise<{ domain: string; uri: string; chains?: number[]; statement?: string; resources?: string[]; expiry?: number }>
  createMessage?(args: SiweCreateMessageArgs): string
  getNonce?(address?: string): Promise<string>
  getSession?(): Promise<{ address: string; chainId: number } | null>
  verifyMessage?(args: { message: string; signature: string; cacao?: unknown }): Promise<boolean>
  signOut?(): Promise<boolean>
  onSignIn?(session?: { address: string; chainId: number }): void
  onSignOut?(): void
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
  /** Sign-in with any chain (SPEC.md §4): a `SIWXConfig`, or settings of a ready-made one. Mutually exclusive with `siweConfig`. */
  siwx?: SIWXConfig | SiwxConfig
  /** Sign-in with Ethereum, the older form (AppKit's SIWE client). Mutually exclusive with `siwx`. */
  siweConfig?: SiweConfig
  /** Account type per namespace (SPEC.md §6). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Third-party plugins: plugin objects or lazy loaders (`() => import('x')`). */
  plugins?: PluginSource[]
  /** Base URLs of the APIs; point them at your own deployments or at the devnet. */
  apiUrls?: ApiUrls
  /**
   * Language of the modal's strings: a locale like `'de'` or `'pt-BR'` (its best supported match: `'zh-HK'`
   * shows `'zh-TW'`, `'pt-PT'` shows `'pt-BR'`, `'fr-CA'` shows `'fr'`), or `'auto'`, the default: the first of
   * the visitor's browser languages Portico speaks, else English. English is built in; another locale is one
   * chunk fetched on demand.
   */
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
