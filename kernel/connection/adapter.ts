import type { HttpClient } from '../api/createHttpClient.js'
import type { AppKit } from '../createInstance.js'
import type { AppKitOptions } from '../options/types.js'
import type { AccountType, TokenBalance } from '../types/account.js'
import type { ChainNamespace, Network } from '../types/chain.js'
import type { SIWXMessageData } from '../types/siwx.js'
import type { Connector } from '../types/connector.js'
import type { KeyValueStorage } from '../utils/storage.js'

/** What the kernel gives a chain adapter when it sets it up. */
export interface AdapterContext {
  /** The configured networks of the adapter's namespace. */
  networks: Network[]
  /** Adds a discovered connector; returns the function that removes it. */
  registerConnector(connector: Connector): () => void
  /** The kit's HTTP client of the blockchain API (balances, identity; SPEC.md §7), fetched on first use. */
  blockchainApi(): Promise<HttpClient>
  /** The kit's options as the host gave them (networks, `customRpcUrls`, `apiUrls`, …), read-only. */
  options: Readonly<AppKitOptions>
  /** The kit's key-value storage (`localStorage` when the browser allows it, memory otherwise). */
  storage: KeyValueStorage
  /** RPC URLs that replace a network's defaults, by CAIP network id (`customRpcUrls` option). */
  customRpcUrls: Readonly<Record<string, readonly { url: string }[]>>
  /**
   * The kit that set the adapter up: an adapter that keeps another library in step with the modal (the wagmi
   * adapter) follows its account and network. Not to be awaited here: `ready()` waits for the adapters' setup.
   */
  kit?: AppKit | undefined
}

/** Balances of one address on one network (SPEC.md §3 Token balance). */
export interface Balances {
  /** Native balance in whole units, as a decimal string (`'10000'`, `'0.5'`). */
  native: { balance: string; symbol: string }
  /** Tokens (the native one included when the source lists it), without 0-decimal tokens (SPEC.md §5). */
  tokens: TokenBalance[]
}

/** The profile name and avatar of an address (SPEC.md §7 identity). */
export interface Identity {
  name: string | null
  avatar: string | null
}

/**
 * What a wallet-bound capability is called with: the connected wallet of the adapter's namespace, as the
 * kernel knows it when the feature asks.
 */
export interface WalletContext {
  /** The connected wallet's provider (EIP-1193 on eip155); `undefined` when no wallet is connected. */
  provider: unknown
  /** The connected account; `undefined` when no wallet is connected. */
  address: string | undefined
  /** The namespace's active network. */
  network: Network
}

/** Addresses of a chain family (SPEC.md §5). */
export interface AddressCapability {
  /** Whether `text` is an address of this family, by its syntax (no lookup). */
  isValid(text: string): boolean
  /** The address in its canonical form (EIP-55 checksum on eip155); `text` must be valid. */
  format(text: string): Promise<string>
  /**
   * Whether the address `text` receives on `network` as written, when the family's networks write addresses
   * differently (a bech32 prefix per chain); without it, an address receives on every network of its family.
   */
  receivesOn?(text: string, network: Network): boolean
}

/** Why a typed amount cannot be sent. */
export type AmountIssue = 'invalidAmount' | 'tooManyDecimals'

/** Amounts in base units, exact (no floats). */
export interface AmountsCapability {
  /**
   * Reads a decimal amount into base units. `truncate` drops digits past `decimals` instead of refusing them
   * (for balances, never for what the user typed).
   */
  parse(text: string, decimals: number, options?: { truncate?: boolean }): { value: bigint; issue?: undefined } | { value?: undefined; issue: AmountIssue }
  /** Base units as a plain decimal string, without trailing zeros. */
  format(value: bigint, decimals: number): string
}

/** How people see a chain family: its name and icon (SPEC.md §2 ConnectingMultiChain). */
export interface FamilyCapability {
  /** The family's name, a proper noun shown as is in every language (`'Solana'`, `'EVM'`). */
  label: string
  /**
   * The name stands for a group of networks: the modal shows it as "`label` Networks" in the visitor's language
   * (the catalogue's `namespace.networks`).
   */
  networks?: boolean | undefined
  /** An image of the family, shown beside its name when given. */
  iconUrl?: string | undefined
  /** The family's account type unless the host's `defaultAccountTypes` says otherwise (SPEC.md §6). */
  accountType?: AccountType | undefined
  /**
   * Directory wallets shown on a phone although they list no mobile link, when the modal is opened for this
   * family (SPEC.md §5 mobile rules), by name without regard to case.
   */
  mobileWallets?: readonly string[] | undefined
}

/** The family in a WalletConnect session (INFRA.md WalletConnect). */
export interface WalletConnectCapability {
  /** What a wallet is asked to sign or send; read methods stay out (the provider answers them from `rpcMap`). */
  methods: readonly string[]
  /** The session events the family listens to. */
  events: readonly string[]
  /** The chain id the kernel uses for a CAIP-2 reference of this family (a number on eip155). */
  chainId(reference: string): number | string
  /**
   * The request that makes the wallet follow an approved chain of the session, when the family has one
   * (`wallet_switchEthereumChain` on eip155).
   */
  switchRequest?(network: Network): { method: string; params: unknown[] }
}

/** Coinbase Pay's chains of a family (SPEC.md §9). */
export interface CoinbasePayChains {
  /** Every chain name Coinbase Pay delivers to. */
  chains: readonly string[]
  /** The name of `network`, else the family's default chain. */
  chain(network: Network): string
}

/** What an on-ramp checkout delivers to an address of this family (SPEC.md §4 On-ramp, §9). */
export interface OnRampCapability {
  /** The currency bought (`'USDC'`, `'SOL'`). */
  destinationCurrency: string
  /** The on-ramp providers (by id: `'coinbase'`, `'meld'`) that deliver to this family. */
  providers: readonly string[]
  /** Coinbase Pay's chains of this family (SPEC.md §9), when Coinbase delivers to it; loaded on first use. */
  coinbasePay?(): Promise<CoinbasePayChains>
}

/** Swaps of the convert API on this family (SPEC.md §7, §9). */
export interface SwapsCapability {
  /** The networks swaps run on (SPEC.md §9), as CAIP-2 ids; the blockchain API may list more. */
  networks: readonly string[]
}

/** The blockchain API's transaction history of this family's accounts (SPEC.md §7 history, §9 activity). */
export interface ActivityCapability {
  /** The `chainId` the history endpoint takes for `network`. */
  chainId(network: Network): string
}

/** What the default sign-in configuration asks a family's verifier (SPEC.md §4 SIWX). */
export interface SiwxVerification {
  /** The text the wallet signed. */
  message: string
  signature: string
  /** The fields of the session's message (its account, chain, domain, nonce, times). */
  data: SIWXMessageData
  /** The JSON-RPC endpoint of the message's chain (`customRpcUrls` first), when the kit has one. */
  rpcUrl: string | undefined
  /** The text the kit makes from `data`: a family that signs plain text checks the message is this one. */
  expected(): Promise<string>
  /** Whether the session holds now (issued, not before, not expired). */
  current: boolean
}

/** The family's sign-in messages (SIWX, SPEC.md §4): EIP-4361 on eip155, CAIP-122 elsewhere. */
export interface SiwxCapability {
  /** The family's name in a CAIP-122 message ("… wants you to sign in with your Solana account:"). */
  name: string
  /** The text a wallet signs, when the family has a format of its own; the CAIP-122 text otherwise. */
  formatMessage?(data: SIWXMessageData): Promise<string>
  /** Whether a session's signature is valid (the verifier loads on first use); without it, sessions are refused. */
  verifyMessage?(verification: SiwxVerification): Promise<boolean>
  /**
   * Whether a SIWE client (the `siweConfig` option, Sign-In with Ethereum) signs this family's accounts in: its
   * session names a chain of this family by its reference.
   */
  siwe?: boolean | undefined
}

/**
 * A chain family in the embedded wallet (SPEC.md §5 request rules, §6 RPC policy, §7 frame protocol): which
 * requests run silently and which the person approves in the secure site's frame, the checks of their
 * parameters and answers, and where the family's account and network are in the frame's messages.
 */
export interface EmbeddedWalletCapability {
  /** Read methods: they run without asking the person (SPEC.md §6). */
  safeMethods: readonly string[]
  /** Methods that sign or spend: the person approves them in the frame first (SPEC.md §6). */
  unsafeMethods: readonly string[]
  /**
   * Whether the frame's chain (the `chainId` of `GET_USER` and `SWITCH_NETWORK`) is a network of this family,
   * so the frame follows its network switches; otherwise each request names its network.
   */
  followsNetwork: boolean
  /** The methods the family's provider lists (`provider.methods`, WalletConnect's shape), when it lists them. */
  providerMethods?: readonly string[] | undefined
  /**
   * Throws when a request breaks SPEC.md §5 ('Invalid parameters for …'), or is not one the family's provider
   * answers at all ('Requested RPC call is not allowed').
   */
  checkParams(method: string, params: unknown): void
  /** Throws when the frame's answer breaks SPEC.md §5. */
  checkResponse(method: string, result: unknown): void
  /** The family's account in the frame's user (`GET_USER`) on `network`; throws when the frame has none. */
  account(user: Readonly<Record<string, unknown>>, network: Network | undefined): { address: string; chainId: number | string }
  /** What a request on `network` tells the frame besides its method and params: its chain, where to send. */
  target(network: Network, customRpcUrls: Readonly<Record<string, readonly { url: string }[]>>): { chainId?: number | string; rpcUrl?: string }
}

/**
 * What a chain package may offer besides balances and identity, each optional (DESIGN.md Chains). Features ask
 * the kernel for a capability (`kernel.chain().sendNative(…)`); one the adapter lacks is refused with
 * `UnsupportedChainError` ('Unsupported chain', SPEC.md §5). Wallet-bound capabilities get the connected
 * wallet first; a refusal in the wallet rejects with `SignatureDeclinedError` ('Signature declined', SPEC.md §8).
 */
export interface ChainCapabilities {
  address: AddressCapability
  amounts: AmountsCapability
  family: FamilyCapability
  /** The family in a WalletConnect session, loaded on first use. */
  walletConnect(): Promise<WalletConnectCapability>
  onRamp: OnRampCapability
  /** Swaps of the convert API on the family, loaded on first use. */
  swaps(): Promise<SwapsCapability>
  activity: ActivityCapability
  /** The family's sign-in messages, loaded on first use. */
  siwx(): Promise<SiwxCapability>
  /** The family in the embedded wallet, loaded on first use. */
  embeddedWallet(): Promise<EmbeddedWalletCapability>
  /** Signs a message with the connected account; resolves the signature. */
  signMessage(wallet: WalletContext, parameters: { message: string }): Promise<string>
  /** Signs typed data (EIP-712 on eip155) with the connected account; resolves the signature. */
  signTypedData(wallet: WalletContext, parameters: { typedData: unknown }): Promise<string>
  /** Sends `amount` base units of the native currency to `to`; resolves the transaction hash. */
  sendNative(wallet: WalletContext, parameters: { to: string; amount: bigint }): Promise<string>
  /** Sends `amount` base units of the token contract `token` to `to`; resolves the transaction hash. */
  sendToken(wallet: WalletContext, parameters: { token: string; to: string; amount: bigint }): Promise<string>
  /**
   * Sends a contract call: `data` to `to`, with `value` base units of the native currency and a `gas` limit
   * when given (approvals, swap router calls); resolves the transaction hash.
   */
  sendTransaction(wallet: WalletContext, parameters: { to: string; data: string; value?: bigint | undefined; gas?: bigint | undefined }): Promise<string>
  /** Waits until the transaction `hash` is mined; resolves whether it succeeded or reverted. */
  waitForTransaction(wallet: WalletContext, parameters: { hash: string }): Promise<'success' | 'reverted'>
  /** Base units of the native currency to keep back for the fee of a send to `to` (the "Max" amount). */
  nativeFeeReserve(wallet: WalletContext, parameters: { to?: string | undefined }): Promise<bigint>
  /**
   * The estimated network fee, in base units of the native currency, of sending `amount` base units of the native
   * currency (or of the token contract `token`) to `to`: shown before the wallet is asked.
   */
  estimateFee(wallet: WalletContext, parameters: { to: string; amount: bigint; token?: string | undefined }): Promise<bigint>
  /**
   * The keys under which a profile name (SPEC.md §7 profile) lists its address on the wallet's network,
   * preferred first (ENSIP-11 coin types on eip155).
   */
  nameCoinTypes(wallet: WalletContext): string[]
  /** Asks the wallet to switch to `network`, adding it first when the wallet does not know it. */
  switchNetwork(wallet: WalletContext, network: Network): Promise<void>
  /** Asks the wallet to add `network`. */
  addNetwork(wallet: WalletContext, network: Network): Promise<void>
}

export type ChainCapabilityName = keyof ChainCapabilities

/**
 * A chain package's adapter, made by a factory such as `eip155()`. A small required surface; optional
 * capabilities the kernel asks for and, when missing, reports as not supported on this chain.
 */
export interface ChainAdapter extends Partial<ChainCapabilities> {
  namespace: ChainNamespace
  /** Discovers wallets and registers their connectors. May return a teardown. */
  setup(context: AdapterContext): void | (() => void) | Promise<void | (() => void)>
  /**
   * Balances of a connected address (SPEC.md §7): the wallet's asset discovery first when the connector
   * offers it, then the blockchain API. Throws when no source answers.
   */
  getBalances?(params: { address: string; network: Network; connector: Connector | undefined }): Promise<Balances>
  /** Name and avatar of an address from the blockchain API (SPEC.md §7). */
  getIdentity?(params: { address: string; network: Network }): Promise<Identity>
}
