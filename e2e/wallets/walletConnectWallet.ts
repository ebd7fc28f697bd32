/**
 * A real WalletConnect wallet in Node for tests: `@reown/walletkit` on `@walletconnect/core`, talking only to the
 * local relay (`devnet/relay`), signing with a private key through viem (the same engine as the injected test wallet,
 * `createTestWallet`) and sending transactions to the local anvil nodes.
 *
 * The dapp side (a UniversalProvider in Node, or the kit in a browser page) shows a `wc:` URI; the test hands it to
 * `wallet.pair(uri)`; the wallet approves the proposal on the eip155 chains it has (or rejects it when told to) and
 * answers the session's requests.
 */
import { WalletKit, type IWalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import { address, getTransactionDecoder } from '@solana/kit'
import { base58, base64 } from '@scure/base'
import type { Hex } from 'viem'
import { sendWireTransaction } from '../../devnet/solana/sendWireTransaction.js'
import { signWireTransaction } from '../../devnet/solana/signWireTransaction.js'
import { signWithKey, type SolanaDevnetAccount } from '../../devnet/solana/solanaKeys.js'
import type { StdSignDoc } from '@cosmjs/amino'
import { cosmosKeys, type CosmosKeys, type CosmosTestChain } from './cosmosKeys.js'
import { createTestWallet, TestWalletRpcError, type TestWallet } from './createTestWallet.js'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { UtxoDevnetAccount } from '../../devnet/bip122/utxoKeys.js'
import { signBip322WithKey, signLegacyWithKey, signPsbtWithKey } from '../../devnet/bip122/utxoSigner.js'

/** A chain the wallet has, and the local node it sends that chain's transactions to. */
interface WalletConnectWalletChain {
  chainId: number
  rpcUrl: string
}

/** A Solana account the wallet offers too: its key, and the networks (with their nodes) it has. */
interface WalletConnectWalletSolana {
  /** The devnet account it offers and signs with. */
  account: SolanaDevnetAccount
  /** CAIP-2 ids (`solana:<genesis hash prefix>`) and the JSON-RPC node each sends to. */
  chains: readonly { caipNetworkId: string; rpcUrl: string }[]
}

/** A Cosmos key the wallet offers too, on its chains (each with its own bech32 address). */
interface WalletConnectWalletCosmos {
  mnemonic: string
  chains: readonly CosmosTestChain[]
}

/** A Polkadot account the wallet offers too: its key pair, and the networks it has with their SS58 prefixes. */
interface WalletConnectWalletPolkadot {
  /** A `@polkadot/keyring` pair (sr25519 or ed25519); its key stays in Node. */
  pair: KeyringPair
  /** CAIP-2 ids (`polkadot:<genesis hash's first 32 hex>`) and the SS58 prefix its address shows with there. */
  chains: readonly { caipNetworkId: string; ss58Format: number }[]
}

/** A Bitcoin-family account the wallet offers too: a key of the devnet's local UTXO network, on the chains it has. */
interface WalletConnectWalletBip122 {
  /** The account it offers (its native segwit address) and signs with; its key stays in Node. */
  account: UtxoDevnetAccount
  /** CAIP-2 ids (`bip122:<genesis hash's first 32 hex>`) it approves. */
  chains: readonly string[]
}

/** What the simulated user declines. */
interface WalletConnectWalletReject {
  /** Session proposals: rejected with WalletConnect's USER_REJECTED (5000), so the dapp's `connect()` rejects. */
  session?: boolean
  /** `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction` and the `solana_sign*` methods: answered with 4001. */
  sign?: boolean
  /** `wallet_switchEthereumChain`: answered with 4001. */
  switch?: boolean
}

/** The `IKeyValueStorage` shape `@walletconnect/core` takes as `storage`. */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface CreateWalletConnectWalletParameters {
  /** `ws://127.0.0.1:<port>` of the local relay. */
  relayUrl: string
  /** The account the wallet offers and signs with. */
  privateKey: Hex
  /** The chains it approves (those of them the dapp proposes) and sends transactions on. */
  chains: readonly [WalletConnectWalletChain, ...WalletConnectWalletChain[]]
  /** A Solana account it approves too, on those of its networks the dapp proposes. */
  solana?: WalletConnectWalletSolana | undefined
  /** A Cosmos key it approves too, on those of its chains the dapp proposes. */
  cosmos?: WalletConnectWalletCosmos | undefined
  /** A Polkadot account it approves too, on those of its networks the dapp proposes. */
  polkadot?: WalletConnectWalletPolkadot | undefined
  /** A Bitcoin-family account it approves too, on those of its chains the dapp proposes. */
  bip122?: WalletConnectWalletBip122 | undefined
  /** What the user declines. Change it later with `setReject`. */
  reject?: WalletConnectWalletReject | undefined
  /** Approve (or reject, per `reject.session`) every proposal as it arrives. Defaults to `true`; otherwise call
   * `approveNextSession()` / `rejectNextSession()`. */
  autoApprove?: boolean | undefined
  /** Storage of the wallet's keys, pairings and sessions. Defaults to a fresh in-memory one. */
  storage?: WalletConnectStorage | undefined
  /** Storage key prefix; wallets and dapps in one process need distinct ones. Defaults to a unique one. */
  storagePrefix?: string | undefined
  /** The WalletConnect clients' log level (`'error'` by default; `'silent'`, `'warn'`, `'debug'`...). */
  logLevel?: string | undefined
  metadata?: WalletKitTypes.Metadata | undefined
}

/** A request the dapp sent over the session, with its answer once given. */
interface WalletConnectWalletRequest {
  id: number
  topic: string
  /** CAIP-2 chain of the request, e.g. `eip155:31337`. */
  chainId: string
  method: string
  params: unknown
  result?: unknown
  error?: { code: number; message: string }
}

type WalletConnectSession = Awaited<ReturnType<IWalletKit['approveSession']>>
type WalletConnectProposal = WalletKitTypes.SessionProposal

export interface WalletConnectWallet {
  /** The account it offers and signs with now. */
  readonly address: Hex
  /** Its Solana account's base58 address, when it has one. */
  readonly solanaAddress: string | undefined
  /** Its Cosmos key, when it has one. */
  readonly cosmosKeys: CosmosKeys | undefined
  /** What it was created with: pass `chains`, `solana`, `storage` and `storagePrefix` to a new wallet to restart this one. */
  chains: readonly [WalletConnectWalletChain, ...WalletConnectWalletChain[]]
  solana: WalletConnectWalletSolana | undefined
  storage: WalletConnectStorage
  storagePrefix: string
  /** The WalletKit client, for what this helper does not cover. */
  walletKit: IWalletKit
  /** Every session request, oldest first. */
  requests: WalletConnectWalletRequest[]
  /** Every session proposal received, oldest first. */
  proposals: WalletConnectProposal[]
  /** The wallet's active sessions. */
  readonly sessions: WalletConnectSession[]
  /** Pairs with a dapp's `wc:` URI; the dapp's proposal arrives next. */
  pair(uri: string): Promise<void>
  /**
   * Pairs and waits for the outcome of that pairing's proposal: the approved session, or an error when the
   * proposal was rejected (`reject.session`, no common chain).
   */
  connect(uri: string, timeoutMs?: number): Promise<WalletConnectSession>
  /**
   * The session of the next proposal answered (of the given pairing topic only, when given; an answer already
   * given for that topic counts). Rejects when that proposal is rejected.
   */
  waitForSession(options?: { pairingTopic?: string; timeoutMs?: number }): Promise<WalletConnectSession>
  /** With `autoApprove: false`: approves the next proposal (waiting for it if none is pending). */
  approveNextSession(): Promise<WalletConnectSession>
  /** With `autoApprove: false`: rejects the next proposal with USER_REJECTED. */
  rejectNextSession(): Promise<void>
  /** Changes what the user declines from now on. */
  setReject(reject: WalletConnectWalletReject): void
  /**
   * The user picks another account in the wallet, as a mobile wallet does it: every session's accounts become the
   * new one's (`session_update`), then `accountsChanged` is emitted (`session_event`). It signs with that key from
   * now on.
   */
  switchAccount(privateKey: Hex): Promise<void>
  /** Emits a session event to the dapp, e.g. `emitEvent('accountsChanged', [address])`. */
  emitEvent(name: 'chainChanged' | 'accountsChanged', data: unknown, chainId?: string): Promise<void>
  /** The user disconnects every session from the wallet (the dapp gets `session_delete`). */
  disconnect(): Promise<void>
  /** Closes the wallet's relay socket and timers; sessions stay in its storage. Safe to call twice. */
  stop(): Promise<void>
}

/** WalletConnect's SDK error for a declined proposal (`getSdkError('USER_REJECTED')`). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const
/** `getSdkError('UNSUPPORTED_CHAINS')`: none of the proposed eip155 chains is one the wallet has. */
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' } as const
/** `getSdkError('USER_DISCONNECTED')`. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const

/** Methods the wallet answers (it also forwards other methods to the chain's node). */
const WALLET_CONNECT_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
] as const
const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

/**
 * Makes `@walletconnect/*` clients in this Node process safe and independent for tests; call before any client
 * starts (`createWalletConnectWallet` does):
 * - `IS_VITEST=true`: no Verify attestation fetches, no telemetry (`isTestRun()` in `@walletconnect/utils`).
 * - `DISABLE_GLOBAL_CORE=true`: every client gets its own Core. Otherwise a client started with the same
 *   `customStoragePrefix` as an earlier one silently reuses that one's Core, relay socket included (so a
 *   "restarted" dapp would not restart at all).
 */
export function prepareWalletConnectForNode(): void {
  process.env['IS_VITEST'] = 'true'
  process.env['DISABLE_GLOBAL_CORE'] = 'true'
}

/**
 * An in-memory key-value storage for WalletConnect clients, instead of the Node default (one unstorage-backed
 * store per process, shared by every client in it): each client's state is its own and goes away with it. Values
 * are stored as JSON, BigInts included, like a real storage; pass the same object to a new client to restore its
 * sessions.
 */
export function createMemoryStorage(): WalletConnectStorage & { readonly size: number } {
  const items = new Map<string, string>()
  const read = <T>(text: string) => safeJsonParse(text) as T
  return {
    get size() {
      return items.size
    },
    async getKeys() {
      return [...items.keys()]
    },
    async getEntries<T>() {
      return [...items].map(([key, text]): [string, T] => [key, read<T>(text)])
    },
    async getItem<T>(key: string) {
      const text = items.get(key)
      return text === undefined ? undefined : read<T>(text)
    },
    async setItem<T>(key: string, value: T) {
      items.set(key, safeJsonStringify(value))
    },
    async removeItem(key: string) {
      items.delete(key)
    },
  }
}

/** The parts of a `@walletconnect/core` Core that `closeWalletConnectCore` needs. */
export interface ClosableCore {
  relayer: { transportClose(): Promise<void> }
  heartbeat: { stop(): void }
}

/**
 * Closes a WalletConnect client's relay socket and its heartbeat timer without ending its sessions (they stay in
 * its storage, for a restart). The clients have no `close()` of their own.
 *
 * @example
 * await closeWalletConnectCore(provider.client.core)
 */
export async function closeWalletConnectCore(core: ClosableCore): Promise<void> {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

let walletCount = 0

/**
 * Starts a WalletConnect wallet on the local relay.
 *
 * @example
 * const wallet = await createWalletConnectWallet({ relayUrl: relay.url, privateKey, chains: [{ chainId: 31337, rpcUrl }] })
 * provider.on('display_uri', (uri) => wallet.connect(uri))
 * await provider.connect({ namespaces: { eip155: { chains: ['eip155:31337'], methods, events, rpcMap } } })
 * await wallet.stop()
 */
export async function createWalletConnectWallet({
  relayUrl,
  privateKey,
  chains,
  solana,
  cosmos,
  polkadot,
  bip122,
  reject: initialReject = {},
  autoApprove = true,
  storage = createMemoryStorage(),
  storagePrefix = `portico-wc-wallet-${process.pid}-${++walletCount}`,
  logLevel = 'error',
  metadata = {
    name: 'Portico Test Wallet',
    description: 'A WalletConnect wallet for Portico tests',
    url: 'http://127.0.0.1',
    icons: [],
  },
}: CreateWalletConnectWalletParameters): Promise<WalletConnectWallet> {
  assertLocal(relayUrl)
  for (const chain of chains) assertLocal(chain.rpcUrl)
  for (const chain of solana?.chains ?? []) assertLocal(chain.rpcUrl)
  prepareWalletConnectForNode()
  const solanaAccount = solana?.account
  const solanaNodes = new Map((solana?.chains ?? []).map((chain) => [chain.caipNetworkId, chain.rpcUrl]))
  const cosmosKeyring = cosmos ? await cosmosKeys(cosmos.mnemonic, cosmos.chains) : undefined

  let reject = { ...initialReject }
  // One signing engine per chain: a request names its chain, and each engine signs for and sends to its own node.
  const engines = new Map<number, TestWallet>()
  for (const chain of chains) {
    const engine = createTestWallet({ privateKey, chains: [chain], reject: { sign: reject.sign ?? false } })
    await engine.request({ method: 'eth_requestAccounts' })
    engines.set(chain.chainId, engine)
  }
  let address = (engines.get(chains[0].chainId) as TestWallet).address

  const core = new Core({
    projectId: 'portico-test-wallet',
    relayUrl,
    storage,
    customStoragePrefix: storagePrefix,
    logger: logLevel,
    telemetryEnabled: false,
  })
  const walletKit = await WalletKit.init({
    // Core's own class does not match its interface under exactOptionalPropertyTypes (relayUrl?: vs relayUrl:).
    core: core as unknown as IWalletKit['core'],
    metadata,
    // Otherwise the sign client holds each further request back for a second.
    signConfig: { disableRequestQueue: true },
  })

  const requests: WalletConnectWalletRequest[] = []
  const proposals: WalletConnectProposal[] = []
  const queued: WalletConnectProposal[] = []
  const proposalWaiters: ((proposal: WalletConnectProposal) => void)[] = []
  /** How each pairing's proposal was answered, by pairing topic. */
  const outcomes = new Map<string, WalletConnectSession | Error>()
  const outcomeWaiters = new Set<{ pairingTopic: string | undefined; settle(outcome: WalletConnectSession | Error): void }>()

  function settle(proposal: WalletConnectProposal, outcome: WalletConnectSession | Error) {
    const { pairingTopic } = proposal.params
    outcomes.set(pairingTopic, outcome)
    for (const waiter of outcomeWaiters) {
      if (waiter.pairingTopic !== undefined && waiter.pairingTopic !== pairingTopic) continue
      outcomeWaiters.delete(waiter)
      waiter.settle(outcome)
    }
  }

  function waitForSession({ pairingTopic, timeoutMs = 10_000 }: { pairingTopic?: string; timeoutMs?: number } = {}) {
    return new Promise<WalletConnectSession>((resolve, reject) => {
      const done = (outcome: WalletConnectSession | Error) => {
        clearTimeout(timer)
        if (outcome instanceof Error) reject(outcome)
        else resolve(outcome)
      }
      const known = pairingTopic === undefined ? undefined : outcomes.get(pairingTopic)
      const waiter = { pairingTopic, settle: done }
      const timer = setTimeout(() => {
        outcomeWaiters.delete(waiter)
        reject(new Error(`No session proposal answered within ${timeoutMs} ms`))
      }, timeoutMs)
      if (known) done(known)
      else outcomeWaiters.add(waiter)
    })
  }

  function nextProposal(): Promise<WalletConnectProposal> {
    const proposal = queued.shift()
    return proposal ? Promise.resolve(proposal) : new Promise((resolve) => proposalWaiters.push(resolve))
  }

  async function approve(proposal: WalletConnectProposal): Promise<WalletConnectSession> {
    const namespaces = approvedNamespaces(
      proposal.params,
      address,
      new Set(engines.keys()),
      solanaAccount ? { address: solanaAccount.address, chains: new Set(solanaNodes.keys()) } : undefined,
      cosmos && cosmosKeyring ? { chains: cosmos.chains.map(({ chainId }) => chainId), address: (chainId) => cosmosKeyring.address(chainId) } : undefined,
      polkadot,
      bip122,
    )
    if (!namespaces) {
      await walletKit.rejectSession({ id: proposal.id, reason: UNSUPPORTED_CHAINS })
      const error = new Error(`The wallet has none of the proposed chains`)
      settle(proposal, error)
      throw error
    }
    try {
      const session = await walletKit.approveSession({ id: proposal.id, namespaces })
      settle(proposal, session)
      return session
    } catch (error) {
      settle(proposal, error instanceof Error ? error : new Error(String(error)))
      throw error
    }
  }

  async function decline(proposal: WalletConnectProposal): Promise<void> {
    await walletKit.rejectSession({ id: proposal.id, reason: USER_REJECTED })
    settle(proposal, new Error('The wallet rejected the session (USER_REJECTED)'))
  }

  const onProposal = (proposal: WalletConnectProposal) => {
    proposals.push(proposal)
    if (autoApprove) {
      const answer = reject.session ? decline(proposal) : approve(proposal)
      // The outcome reaches the test through connect() / waitForSession().
      answer.catch((error: unknown) => core.logger.warn(error, 'walletConnectWallet: the proposal was not approved'))
      return
    }
    const waiter = proposalWaiters.shift()
    if (waiter) waiter(proposal)
    else queued.push(proposal)
  }

  async function switchChain(topic: string, params: unknown): Promise<null> {
    const requested = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)?.chainId
    if (typeof requested !== 'string' && typeof requested !== 'number')
      throw new TestWalletRpcError(-32602, 'wallet_switchEthereumChain needs [{ chainId }].')
    const target = Number(BigInt(requested))
    if (reject.switch) throw new TestWalletRpcError(4001, 'User rejected the request.')
    if (!engines.has(target))
      throw new TestWalletRpcError(4902, `Unrecognized chain ID "0x${target.toString(16)}".`)
    const caip = `eip155:${target}`
    const session = walletKit.getActiveSessions()[topic]
    const namespace = session?.namespaces['eip155']
    // A chain outside the session: add it first (the dapp only sends the request for such chains).
    if (session && namespace && !namespace.chains?.includes(caip)) {
      await walletKit.updateSession({
        topic,
        namespaces: {
          ...session.namespaces,
          eip155: {
            ...namespace,
            chains: [...(namespace.chains ?? []), caip],
            accounts: [...namespace.accounts, `${caip}:${address}`],
          },
        },
      })
    }
    await walletKit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: target }, chainId: caip })
    return null
  }

  async function handle(topic: string, chainId: string, method: string, params: unknown): Promise<unknown> {
    if (chainId.startsWith('bip122:')) {
      if (!bip122?.chains.includes(chainId)) throw new TestWalletRpcError(4901, `The wallet has no chain ${chainId}.`)
      if (reject.sign) throw new TestWalletRpcError(4001, 'User rejected the request.')
      return handleBip122(bip122.account, method, params)
    }
    if (chainId.startsWith('polkadot:')) {
      if (!polkadot?.chains.some((chain) => chain.caipNetworkId === chainId)) throw new TestWalletRpcError(4901, `The wallet has no chain ${chainId}.`)
      if (reject.sign) throw new TestWalletRpcError(4001, 'User rejected the request.')
      return handlePolkadot(polkadot.pair, method, params)
    }
    if (chainId.startsWith('solana:')) {
      const rpcUrl = solanaNodes.get(chainId)
      if (!solanaAccount || !rpcUrl) throw new TestWalletRpcError(4901, `The wallet has no chain ${chainId}.`)
      if (reject.sign && method.startsWith('solana_sign')) throw new TestWalletRpcError(4001, 'User rejected the request.')
      return handleSolana(solanaAccount, rpcUrl, method, params)
    }
    if (chainId.startsWith('cosmos:')) {
      const reference = chainId.slice('cosmos:'.length)
      if (!cosmosKeyring || !cosmos?.chains.some((chain) => chain.chainId === reference)) throw new TestWalletRpcError(4901, `The wallet has no chain ${chainId}.`)
      if (reject.sign && method.startsWith('cosmos_sign')) throw new TestWalletRpcError(4001, 'User rejected the request.')
      return handleCosmos(cosmosKeyring, reference, method, params)
    }
    if (method === 'wallet_switchEthereumChain') return switchChain(topic, params)
    const engine = engines.get(Number(chainId.split(':')[1]))
    if (!engine) throw new TestWalletRpcError(4901, `The wallet has no chain ${chainId}.`)
    return engine.request({ method, params })
  }

  const answer = async ({ id, topic, params: { request, chainId } }: WalletKitTypes.SessionRequest) => {
    const entry: WalletConnectWalletRequest = { id, topic, chainId, method: request.method, params: request.params }
    requests.push(entry)
    let response: Parameters<IWalletKit['respondSessionRequest']>[0]['response']
    try {
      entry.result = await handle(topic, chainId, request.method, request.params)
      response = { id, jsonrpc: '2.0', result: entry.result }
    } catch (error) {
      entry.error = asRpcError(error)
      response = { id, jsonrpc: '2.0', error: entry.error }
    }
    await walletKit
      .respondSessionRequest({ topic, response })
      .catch((failure: unknown) => core.logger.error(failure, 'walletConnectWallet: answering a request failed'))
  }
  // answer() never rejects: the handler's error is the response, a failed response is logged.
  const onRequest = (event: WalletKitTypes.SessionRequest) => void answer(event)

  walletKit.on('session_proposal', onProposal)
  walletKit.on('session_request', onRequest)

  let stopping: Promise<void> | undefined
  return {
    get address() {
      return address
    },
    solanaAddress: solanaAccount?.address,
    cosmosKeys: cosmosKeyring,
    chains,
    solana,
    storage,
    storagePrefix,
    walletKit,
    requests,
    proposals,
    get sessions() {
      return Object.values(walletKit.getActiveSessions())
    },
    async pair(uri) {
      await walletKit.pair({ uri })
    },
    async connect(uri, timeoutMs) {
      // wc:<pairing topic>@2?symKey=...&relay-protocol=irn
      const pairingTopic = /^wc:([^@?]+)/.exec(uri)?.[1]
      if (!pairingTopic) throw new Error(`Not a WalletConnect URI: ${uri}`)
      const outcome = waitForSession({ pairingTopic, ...(timeoutMs === undefined ? {} : { timeoutMs }) })
      outcome.catch(() => {}) // pairing failures are thrown below instead
      await walletKit.pair({ uri })
      return outcome
    },
    waitForSession,
    async approveNextSession() {
      return approve(await nextProposal())
    },
    async rejectNextSession() {
      await decline(await nextProposal())
    },
    setReject(next) {
      reject = { ...next }
      for (const engine of engines.values()) engine.setReject({ sign: reject.sign ?? false })
    },
    async switchAccount(key) {
      for (const engine of engines.values()) engine.switchAccount(key)
      address = (engines.get(chains[0].chainId) as TestWallet).address
      for (const [topic, session] of Object.entries(walletKit.getActiveSessions())) {
        const namespace = session.namespaces['eip155']
        if (!namespace) continue
        const sessionChains = unique(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')))
        await walletKit.updateSession({
          topic,
          namespaces: {
            ...session.namespaces,
            eip155: { ...namespace, accounts: sessionChains.map((chain) => `${chain}:${address}`) },
          },
        })
        await walletKit.emitSessionEvent({
          topic,
          event: { name: 'accountsChanged', data: [address] },
          chainId: sessionChains[0] ?? `eip155:${chains[0].chainId}`,
        })
      }
    },
    async emitEvent(name, data, chainId = `eip155:${chains[0].chainId}`) {
      for (const topic of Object.keys(walletKit.getActiveSessions())) {
        await walletKit.emitSessionEvent({ topic, event: { name, data }, chainId })
      }
    },
    async disconnect() {
      for (const topic of Object.keys(walletKit.getActiveSessions())) {
        await walletKit.disconnectSession({ topic, reason: USER_DISCONNECTED })
      }
    },
    stop: () =>
      (stopping ??= (async () => {
        walletKit.off('session_proposal', onProposal)
        walletKit.off('session_request', onRequest)
        await closeWalletConnectCore(walletKit.core)
      })()),
  }
}

type ProposalParams = WalletConnectProposal['params']
type Namespace = { chains: string[]; methods: string[]; events: string[]; accounts: string[] }

/** The proposed namespaces of one chain family, required and optional ones alike. */
function proposedOf(params: Pick<ProposalParams, 'requiredNamespaces' | 'optionalNamespaces'>, family: string) {
  return [...Object.entries(params.requiredNamespaces ?? {}), ...Object.entries(params.optionalNamespaces ?? {})].filter(
    ([key]) => key === family || key.startsWith(`${family}:`),
  )
}

/** One family's approved namespace: the proposed chains it has, the proposed and supported methods and events. */
function approveFamily(
  proposed: ReturnType<typeof proposedOf>,
  has: (chain: string) => boolean,
  account: string,
  methods: readonly string[],
): Namespace | undefined {
  const chains = unique(proposed.flatMap(([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : [])))
  const approved = chains.filter(has)
  if (approved.length === 0) return undefined
  return {
    chains: approved,
    methods: unique([...proposed.flatMap(([, namespace]) => namespace.methods), ...methods]),
    events: unique([...proposed.flatMap(([, namespace]) => namespace.events), ...WALLET_EVENTS]),
    accounts: approved.map((chain) => `${chain}:${account}`),
  }
}

/**
 * The namespaces the wallet approves: for eip155 (and solana, when it has a Solana account) the proposed chains it
 * has, every proposed method and event plus the ones it supports, and its account on each chain. `undefined` when
 * it has none of the proposed chains.
 */
export function approvedNamespaces(
  params: Pick<ProposalParams, 'requiredNamespaces' | 'optionalNamespaces'>,
  address: string,
  chainIds: ReadonlySet<number>,
  solana?: { address: string; chains: ReadonlySet<string> },
  cosmos?: { chains: readonly string[]; address(chainId: string): string },
  polkadot?: WalletConnectWalletPolkadot,
  bip122?: WalletConnectWalletBip122,
): Record<string, Namespace> | undefined {
  const namespaces: Record<string, Namespace> = {}
  const eip155 = approveFamily(
    proposedOf(params, 'eip155'),
    (chain) => chainIds.has(Number(chain.split(':')[1])),
    address,
    WALLET_CONNECT_WALLET_METHODS,
  )
  if (eip155) namespaces['eip155'] = eip155
  const onSolana = solana
    ? approveFamily(proposedOf(params, 'solana'), (chain) => solana.chains.has(chain), solana.address, SOLANA_METHODS)
    : undefined
  if (onSolana) namespaces['solana'] = onSolana
  if (cosmos) {
    // Each Cosmos chain has its own bech32 address: the account is per chain.
    const onCosmos = approveFamily(proposedOf(params, 'cosmos'), (chain) => cosmos.chains.includes(chain.slice('cosmos:'.length)), '', COSMOS_METHODS)
    if (onCosmos) namespaces['cosmos'] = { ...onCosmos, accounts: onCosmos.chains.map((chain) => `${chain}:${cosmos.address(chain.slice('cosmos:'.length))}`) }
  }
  const onPolkadot = polkadot ? approvePolkadot(proposedOf(params, 'polkadot'), polkadot) : undefined
  if (onPolkadot) namespaces['polkadot'] = onPolkadot
  const onBip122 = bip122 ? approveFamily(proposedOf(params, 'bip122'), (chain) => bip122.chains.includes(chain), bip122.account.address, BIP122_METHODS) : undefined
  if (onBip122) namespaces['bip122'] = onBip122
  return Object.keys(namespaces).length ? namespaces : undefined
}

/** The Solana methods the wallet answers (WalletConnect's Solana RPC: base58 messages and signatures, base64 transactions). */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** Signs a base64 wire transaction with `account`: the signed transaction and the account's signature in it. */
function signTransaction(account: SolanaDevnetAccount, transaction: string): { signature: Uint8Array; transaction: Uint8Array } {
  const signed = signWireTransaction(base64.decode(transaction), account)
  const signature = getTransactionDecoder().decode(signed).signatures[address(account.address)]
  if (!signature) throw new TestWalletRpcError(-32602, `The transaction does not ask ${account.address} to sign.`)
  return { signature: new Uint8Array(signature), transaction: signed }
}

/** Answers one Solana request with the account's key, sending through `rpcUrl`. */
async function handleSolana(account: SolanaDevnetAccount, rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const given = (params ?? {}) as Record<string, unknown>
  const text = (key: string): string => {
    const value = given[key]
    if (typeof value !== 'string') throw new TestWalletRpcError(-32602, `${method} needs a ${key} string.`)
    return value
  }
  switch (method) {
    case 'solana_signMessage': {
      if (text('pubkey') !== account.address) throw new TestWalletRpcError(-32602, `The wallet has no account ${text('pubkey')}.`)
      return { signature: base58.encode(signWithKey(account.secretKey, base58.decode(text('message')))) }
    }
    case 'solana_signTransaction': {
      const { signature, transaction } = signTransaction(account, text('transaction'))
      return { signature: base58.encode(signature), transaction: base64.encode(transaction) }
    }
    case 'solana_signAllTransactions': {
      const all = given['transactions']
      if (!Array.isArray(all) || !all.every((t) => typeof t === 'string'))
        throw new TestWalletRpcError(-32602, 'solana_signAllTransactions needs a transactions array of strings.')
      return { transactions: all.map((t) => base64.encode(signTransaction(account, t).transaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = signTransaction(account, text('transaction'))
      const options = (given['sendOptions'] ?? {}) as { preflightCommitment?: string; skipPreflight?: boolean }
      return { signature: await sendWireTransaction(rpcUrl, transaction, options) }
    }
    default:
      throw new TestWalletRpcError(4200, `The wallet does not support ${method}.`)
  }
}

/** The Cosmos methods the wallet answers (WalletConnect's Cosmos RPC); `cosmos_signDirect` is refused (no protobuf here). */
const COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signAmino'] as const

/** Answers one Cosmos request with the key, on the chain `chainId`. */
async function handleCosmos(keys: CosmosKeys, chainId: string, method: string, params: unknown): Promise<unknown> {
  const given = (params ?? {}) as { signerAddress?: unknown; signDoc?: unknown }
  switch (method) {
    case 'cosmos_getAccounts':
      return [{ algo: 'secp256k1', address: keys.address(chainId), pubkey: Buffer.from(keys.pubkey).toString('base64') }]
    case 'cosmos_signAmino': {
      if (given.signerAddress !== keys.address(chainId)) throw new TestWalletRpcError(-32602, `The wallet has no account ${String(given.signerAddress)}.`)
      if (!given.signDoc || typeof given.signDoc !== 'object') throw new TestWalletRpcError(-32602, 'cosmos_signAmino needs a signDoc.')
      return keys.signAmino(chainId, given.signerAddress, given.signDoc as StdSignDoc)
    }
    default:
      throw new TestWalletRpcError(4200, `The wallet does not support ${method}.`)
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

function asRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof TestWalletRpcError) return { code: error.code, message: error.message }
  const { code, message } = error as { code?: unknown; message?: unknown }
  return { code: typeof code === 'number' ? code : -32603, message: typeof message === 'string' ? message : String(error) }
}

/** Tests never send traffic off this machine. */
function assertLocal(url: string): void {
  const { hostname } = new URL(url)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost' && hostname !== '[::1]')
    throw new Error(`walletConnectWallet only talks to 127.0.0.1, not ${url}`)
}

/** The Polkadot methods the wallet answers (WalletConnect's Polkadot RPC). */
const POLKADOT_METHODS = ['polkadot_signMessage'] as const

/** The polkadot namespace the wallet approves: the proposed chains it has, its account on each in that chain's SS58 form. */
function approvePolkadot(proposed: ReturnType<typeof proposedOf>, { pair, chains }: WalletConnectWalletPolkadot): Namespace | undefined {
  const wanted = new Set(proposed.flatMap(([, namespace]) => namespace.chains ?? []))
  const approved = chains.filter((chain) => wanted.has(chain.caipNetworkId))
  if (!approved.length) return undefined
  return {
    chains: approved.map((chain) => chain.caipNetworkId),
    methods: unique([...proposed.flatMap(([, namespace]) => namespace.methods), ...POLKADOT_METHODS]),
    events: unique([...proposed.flatMap(([, namespace]) => namespace.events), 'chainChanged', 'accountsChanged']),
    accounts: approved.map((chain) => `${chain.caipNetworkId}:${encodeAddress(pair.publicKey, chain.ss58Format)}`),
  }
}

/**
 * Answers one Polkadot request with the pair's key: `polkadot_signMessage` signs the message (text, or `0x` hex
 * bytes) wrapped in `<Bytes>…</Bytes>`, as Polkadot wallets do, and answers `{ signature }` as `0x` hex.
 */
function handlePolkadot(pair: KeyringPair, method: string, params: unknown): unknown {
  const { address: signer, message } = (params ?? {}) as { address?: unknown; message?: unknown }
  if (method !== 'polkadot_signMessage') throw new TestWalletRpcError(4200, `The wallet does not support ${method}.`)
  if (typeof signer !== 'string' || typeof message !== 'string') throw new TestWalletRpcError(-32602, 'polkadot_signMessage needs { address, message } strings.')
  if (u8aToHex(decodeAddress(signer)) !== u8aToHex(pair.publicKey)) throw new TestWalletRpcError(-32602, `The wallet has no account ${signer}.`)
  const bytes = isHex(message) ? hexToU8a(message) : stringToU8a(message)
  return { signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
}

/**
 * The Bitcoin methods the wallet answers (WalletConnect's Bitcoin RPC): the two the kit asks. `sendTransfer` and
 * `getAccountAddresses` are refused, as the kit never calls them.
 */
const BIP122_METHODS = ['signMessage', 'signPsbt'] as const

/**
 * Answers one Bitcoin request with the account's key: `signMessage` signs BIP-322 (simple) with bip322-js, or the
 * legacy format for `protocol: 'ecdsa'`, and answers `{ address, signature }` in base64; `signPsbt` signs the asked
 * inputs of the PSBT (base64) with @scure/btc-signer and answers it unbroadcast as `{ psbt }`.
 */
function handleBip122(account: UtxoDevnetAccount, method: string, params: unknown): unknown {
  const given = (params ?? {}) as Record<string, unknown>
  if (given['account'] !== account.address) throw new TestWalletRpcError(-32602, `The wallet has no account ${String(given['account'])}.`)
  switch (method) {
    case 'signMessage': {
      const { address, message, protocol } = given
      if (address !== undefined && address !== account.address) throw new TestWalletRpcError(-32602, `The wallet has no address ${String(address)}.`)
      if (typeof message !== 'string') throw new TestWalletRpcError(-32602, 'signMessage needs a message string.')
      const signature = protocol === 'ecdsa' ? signLegacyWithKey(message, account.privateKey) : signBip322WithKey(message, account.privateKey)
      return { address: account.address, signature }
    }
    case 'signPsbt': {
      const { psbt, signInputs, broadcast } = given
      if (typeof psbt !== 'string' || !Array.isArray(signInputs)) throw new TestWalletRpcError(-32602, 'signPsbt needs { psbt, signInputs }.')
      if (broadcast) throw new TestWalletRpcError(4200, 'The wallet does not broadcast.')
      const inputs = signInputs as { address?: unknown; index?: unknown }[]
      if (!inputs.every((input) => input.address === account.address && typeof input.index === 'number'))
        throw new TestWalletRpcError(-32602, `signPsbt asks inputs of another address than ${account.address}.`)
      return { psbt: signPsbtWithKey(psbt, account.privateKey, inputs.map((input) => input.index as number)) }
    }
    default:
      throw new TestWalletRpcError(4200, `The wallet does not support ${method}.`)
  }
}
