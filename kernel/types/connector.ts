import type { AccountType, ConnectedWalletInfo, EmbeddedWalletInfo } from './account.js'
import type { ChainNamespace, Network } from './chain.js'

/** Connector types (SPEC.md §3 Connector, DESIGN.md Connectors). */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

export interface ConnectResult {
  address: string
  chainId: number | string
  /** The wallet's own name and icon when the connector learns them (a WalletConnect session's peer). */
  walletInfo?: ConnectedWalletInfo | undefined
  /** An embedded wallet's user, login method and account type (AppKit's `embeddedWalletInfo`), frozen. */
  embeddedWalletInfo?: Readonly<EmbeddedWalletInfo> | undefined
  /** Every account the wallet has on this family, with its type (SPEC.md §3 allAccounts). */
  allAccounts?: { address: string; type: AccountType }[] | undefined
  /** The type of `address` (SPEC.md §6), and the type the person prefers on this family, where they differ. */
  accountType?: AccountType | undefined
  preferredAccountType?: AccountType | undefined
  /** Whether the smart account has its code on the chain (SPEC.md §3 smartAccountDeployed). */
  smartAccountDeployed?: boolean | undefined
  /** The networks of this family with smart accounts (SPEC.md §3 networkState.smartAccountEnabledNetworks). */
  smartAccountEnabledNetworks?: (number | string)[] | undefined
}

/**
 * A way to connect one wallet on one chain family. Made by a chain package or a plugin
 * and registered with the kernel; the kernel orders, filters and drives it.
 */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** The wallet directory id of this wallet, when known. */
  explorerId?: string
  info?: { rdns?: string }
  /** The wallet's extension is present in this browser. */
  installed?: boolean
  /** Connects and returns the first account and the chain it is on. */
  connect(params: { network?: Network }): Promise<ConnectResult>
  /**
   * Whether the account shows `connecting` while `connect()` waits (default: yes, a wallet was asked). A connector
   * that only offers a pairing (a QR code nobody may scan) answers no, so the account stays as it was until a
   * wallet answers (SPEC.md §4: WalletConnect shows `connecting` only on iOS Safari and in Telegram).
   */
  showsConnecting?(): boolean
  disconnect(): Promise<void>
  /** Restores an earlier session without prompting; `null` when there is none. */
  reconnect?(params: { network?: Network }): Promise<ConnectResult | null>
  /** The EIP-1193 (or chain-specific) provider behind the connector. */
  getProvider?(): Promise<unknown>
  switchNetwork?(network: Network): Promise<void>
  /** Auth connectors: reloads their frame (SPEC.md §2 Farcaster back rule). */
  reload?(): void
  /** MULTI_CHAIN: the same wallet's connector on each chain family it offers (the user picks one). */
  connectors?: readonly Connector[]
  /** Wallet events after connecting; returns the unsubscribe function. */
  subscribe?(listener: (event: ConnectorEvent) => void): () => void
}

/** What a connected wallet reports after connecting. */
export type ConnectorEvent =
  | {
      type: 'accountsChanged'
      address: string | undefined
      /** The wallet's accounts and the type of `address`, when the wallet knows them (an embedded wallet on a new network). */
      allAccounts?: { address: string; type: AccountType }[] | undefined
      accountType?: AccountType | undefined
      smartAccountDeployed?: boolean | undefined
    }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
  /** An embedded wallet's user changed (a new email address). */
  | { type: 'embeddedWalletInfoChanged'; embeddedWalletInfo: Readonly<EmbeddedWalletInfo> }

/** How a plugin connects a family (`PluginContext.connect`). */
export interface ConnectOptions {
  /**
   * Connects the family beside the active one: while that one is connected, it stays active (a wallet that
   * serves several families, the embedded wallet, connects each).
   */
  beside?: boolean | undefined
}
