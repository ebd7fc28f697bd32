// A stand-in for @walletconnect/universal-provider in unit tests: it pairs without a relay and lets the test
// play the wallet (approve, reject, emit session events). The real client runs in the end-to-end suite.
import type { ProposalNamespaces } from '../buildNamespaces.js'
import type { WalletConnectProvider, WalletConnectSession } from '../walletConnectProvider.js'

type Listener = (...args: never[]) => void

interface PendingPairing {
  uri: string
  namespaces: ProposalNamespaces
  resolve(session: WalletConnectSession | undefined): void
  reject(error: unknown): void
  settled: boolean
}

let pairings = 0

export class FakeUniversalProvider implements WalletConnectProvider {
  /** Every provider `init` made, newest last. */
  static instances: FakeUniversalProvider[] = []
  /** A session the next `init` restores, as if stored by an earlier visit. */
  static storedSession: WalletConnectSession | undefined
  /** While set, pairings announce their uri only once it resolves (a slow relay). */
  static relayDelay: Promise<void> | undefined

  static async init(options: Record<string, unknown>): Promise<FakeUniversalProvider> {
    const provider = new FakeUniversalProvider(options)
    FakeUniversalProvider.instances.push(provider)
    return provider
  }

  static reset(): void {
    FakeUniversalProvider.instances = []
    FakeUniversalProvider.storedSession = undefined
    FakeUniversalProvider.relayDelay = undefined
  }

  readonly options: Record<string, unknown>
  session: WalletConnectSession | undefined
  readonly pairings: PendingPairing[] = []
  readonly calls: string[] = []
  readonly requests: { method: string; params?: unknown; chain?: string | undefined }[] = []
  defaultChain: string | undefined
  /** What `request` answers; a function may throw. */
  respond: (method: string) => unknown = () => null
  /** What createUniversalProvider adds to stop the provider; a test may set its own. */
  close?: () => Promise<void>
  /**
   * The Core parts the plugin touches; closing records `heartbeat.stop` and `transportClose` in `calls`. The
   * client's pending proposals are the unsettled pairings (id = index); expiring one records `proposal_expire:<id>`
   * and rejects it as the SDK does.
   */
  readonly client = {
    proposal: { getAll: () => this.pairings.flatMap((p, id) => (p.settled ? [] : [{ id }])) },
    events: {
      emit: (event: string, { id }: { id: number }) => {
        this.calls.push(`${event}:${id}`)
        this.pairings[id]?.reject({ message: 'Proposal expired', code: 0 })
      },
    },
    core: {
      verify: { register: async (_: unknown): Promise<string> => 'attestation-from-the-cloud' },
      heartbeat: { stop: () => void this.calls.push('heartbeat.stop') },
      relayer: {
        transportClose: async () => void this.calls.push('transportClose'),
        transportOpen: async () => void this.calls.push('transportOpen'),
        restartTransport: async () => void this.calls.push('restartTransport'),
        connect: async () => void this.calls.push('relayer.connect'),
        toEstablishConnection: async () => void this.calls.push('toEstablishConnection'),
        request: async () => void this.calls.push('relayer.request'),
      },
    },
  }
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(options: Record<string, unknown>) {
    this.options = options
    this.session = FakeUniversalProvider.storedSession
  }

  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }

  async connect({ optionalNamespaces }: { optionalNamespaces: ProposalNamespaces }): Promise<WalletConnectSession | undefined> {
    this.calls.push('connect')
    pairings += 1
    const uri = `wc:${pairings.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
    const pairing: PendingPairing = { uri, namespaces: optionalNamespaces, resolve: () => {}, reject: () => {}, settled: false }
    const approval = new Promise<WalletConnectSession | undefined>((res, rej) => {
      pairing.resolve = (session) => {
        pairing.settled = true
        res(session)
      }
      pairing.reject = (error) => {
        pairing.settled = true
        rej(error)
      }
    })
    this.pairings.push(pairing)
    // Like the SDK: the uri is announced once the proposal is published, then the approval is awaited.
    await (FakeUniversalProvider.relayDelay ?? Promise.resolve())
    this.emit('display_uri', uri)
    const session = await approval
    this.session = session
    if (session) this.emit('connect', { session })
    return session
  }

  /** The wallet approves a pairing (the latest by default) with CAIP-10 accounts. */
  approve(
    accounts: string[],
    { index = this.pairings.length - 1, name = 'Fake Wallet', topic }: { index?: number; name?: string; topic?: string } = {},
  ): WalletConnectSession {
    const byFamily: WalletConnectSession['namespaces'] = {}
    for (const account of accounts) {
      const [family, reference] = account.split(':')
      const entry = (byFamily[family as string] ??= { accounts: [], chains: [], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] })
      entry.accounts.push(account)
      const chain = `${family}:${reference}`
      if (!entry.chains?.includes(chain)) entry.chains?.push(chain)
    }
    const session: WalletConnectSession = {
      topic: topic ?? `session-${index}`,
      namespaces: byFamily,
      peer: { metadata: { name, icons: ['https://wallet.example/icon.png'], url: 'https://wallet.example' } },
    }
    this.pairings[index]?.resolve(session)
    return session
  }

  /** The wallet declines a pairing (the latest by default), as the SDK reports it. */
  reject(error: unknown = { message: 'User rejected.', code: 5000 }, index = this.pairings.length - 1): void {
    this.pairings[index]?.reject(error)
  }

  async disconnect(): Promise<void> {
    this.calls.push('disconnect')
    if (!this.session) throw new Error('Please call connect() before enable()')
    this.session = undefined
  }

  async request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T> {
    this.requests.push({ ...args, chain })
    return this.respond(args.method) as T
  }

  setDefaultChain(chain: string): void {
    this.defaultChain = chain
  }

  async cleanupPendingPairings(): Promise<void> {
    this.calls.push('cleanupPendingPairings')
  }
}
