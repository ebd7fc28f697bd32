import type { CaipAddress, ChainNamespace, Network } from './chain.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Account types per chain (SPEC.md §6). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  socialProvider?: string
}

/**
 * The embedded wallet's account as AppKit names it (`getAccount().embeddedWalletInfo`): who logged in, how, and
 * the account type. Set while an embedded wallet (the AUTH connector) is connected, else undefined.
 */
export interface EmbeddedWalletInfo {
  user: { email?: string | null | undefined; username?: string | null | undefined }
  /** `'email'`, or the social provider logged in with. */
  authProvider: string
  accountType: AccountType
  isSmartAccountDeployed: boolean
}

/** Account state of one chain family (SPEC.md §3). */
export interface AccountState {
  currentTab: AccountTab
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Record<string, string>
  allAccounts: { address: string; type: AccountType }[]
  user?: { email?: string | null | undefined; userName?: string | null | undefined } | undefined
  status: ConnectionStatus
  caipAddress?: CaipAddress | undefined
  address?: string | undefined
  balance?: string | undefined
  balanceSymbol?: string | undefined
  /** The last balance fetch failed (SPEC.md §8 'Token Balance Unavailable'): the balance shown is not known. */
  balanceUnavailable?: boolean | undefined
  /**
   * The account's chain package reads no balances (its adapter has no `getBalances`): the modal says so instead of
   * showing a balance, and nothing is fetched.
   */
  balanceNotRead?: boolean | undefined
  profileName?: string | null | undefined
  profileImage?: string | null | undefined
  addressExplorerUrl?: string | undefined
  connectedWalletInfo?: ConnectedWalletInfo | undefined
  /** The id of the connector this account came from. */
  connectorId?: string | undefined
  preferredAccountType?: AccountType | undefined
  /** The account type of each chain family: SPEC.md §6 defaults overridden by `defaultAccountTypes`. */
  preferredAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  socialProvider?: string | undefined
  /** The embedded wallet's user, login method and account type: its connector's frozen object, replaced whole. */
  embeddedWalletInfo?: Readonly<EmbeddedWalletInfo> | undefined
  socialWindow?: unknown
  farcasterUrl?: string | undefined
  shouldUpdateToAddress?: string | undefined
}

/** Network state of one chain family (SPEC.md §3 Chain state). */
interface NetworkState {
  caipNetwork?: Network | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: (number | string)[]
  approvedCaipNetworkIds: string[]
  requestedCaipNetworks: Network[]
}

export interface ChainState {
  namespace: ChainNamespace
  caipNetworks: Network[]
  networkState: NetworkState
  accountState: AccountState
}
