import type { ChainNamespace } from 'portico'
import type { ProposalNamespaces } from './buildNamespaces.js'

/** One chain family of an approved session: CAIP-10 accounts (`eip155:1:0xab…`). */
interface SessionNamespace {
  accounts: string[]
  chains?: string[] | undefined
  methods: string[]
  events: string[]
}

/** The parts of a WalletConnect session the plugin reads. */
export interface WalletConnectSession {
  topic: string
  namespaces: Record<string, SessionNamespace>
  peer?: { metadata?: { name?: string; icons?: string[]; url?: string } } | undefined
}

/**
 * The parts of `@walletconnect/universal-provider`'s UniversalProvider the plugin uses. It is an EIP-1193
 * provider: `request({ method, params }, 'eip155:1')`.
 */
export interface WalletConnectProvider {
  session?: WalletConnectSession | undefined
  connect(params: { optionalNamespaces: ProposalNamespaces }): Promise<WalletConnectSession | undefined>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  /** Unsubscribes pairings no session uses. */
  cleanupPendingPairings?(): Promise<void>
  /** Stops the provider for good (the kit is destroyed): its relay socket closes and its timers stop. */
  close?(): Promise<void>
}

/** An account of a session: the address and the chain it is on, as the kernel wants them. */
export interface SessionAccount {
  address: string
  /** A number for eip155 (`1`), the CAIP-2 reference otherwise. */
  chainId: number | string
  /** `eip155:1`. */
  caipNetworkId: string
}

/** How each chain family set up here reads its session chains (its chain package's `walletConnect` capability). */
const chainIdReaders = new Map<string, (reference: string) => number | string>()

/** Remembers how a chain family turns a CAIP-2 reference into its chain id; returns the function that forgets it. */
export function registerChainIdReader(namespace: string, read: (reference: string) => number | string): () => void {
  chainIdReaders.set(namespace, read)
  return () => {
    if (chainIdReaders.get(namespace) === read) chainIdReaders.delete(namespace)
  }
}

/** The chain id the kernel uses for a CAIP-2 reference, as the family's chain package says (the reference itself by default). */
export function toChainId(namespace: string, reference: string): number | string {
  return chainIdReaders.get(namespace)?.(reference) ?? reference
}

/** Parses a CAIP-10 account (`eip155:1:0xab…`). */
export function parseAccount(account: string): SessionAccount | undefined {
  const [namespace, reference, ...rest] = account.split(':')
  const address = rest.join(':')
  if (!namespace || !reference || !address) return undefined
  return { address, chainId: toChainId(namespace, reference), caipNetworkId: `${namespace}:${reference}` }
}

/** The accounts of one chain family in a session, in the wallet's order. */
export function sessionAccounts(session: WalletConnectSession | undefined, namespace: ChainNamespace): SessionAccount[] {
  if (!session) return []
  const accounts: SessionAccount[] = []
  // Keys are a family (`eip155`) or, in older sessions, one chain (`eip155:1`).
  for (const [key, value] of Object.entries(session.namespaces ?? {}))
    if (key === namespace || key.startsWith(`${namespace}:`))
      for (const account of value.accounts ?? []) {
        const parsed = parseAccount(account)
        if (parsed && parsed.caipNetworkId.startsWith(`${namespace}:`)) accounts.push(parsed)
      }
  return accounts
}

/** Whether a session approved a chain (`eip155:10`) for its family. */
export function sessionHasChain(session: WalletConnectSession | undefined, caipNetworkId: string): boolean {
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace
  if (!session) return false
  if (sessionAccounts(session, namespace).some((a) => a.caipNetworkId === caipNetworkId)) return true
  return Object.entries(session.namespaces ?? {}).some(
    ([key, value]) => key === caipNetworkId || (key === namespace && (value.chains ?? []).includes(caipNetworkId)),
  )
}

/**
 * The account to use on a family: the first one on `preferred` (the network the kit is on) when the session
 * has it, else the first one of the family.
 */
export function pickSessionAccount(
  session: WalletConnectSession | undefined,
  namespace: ChainNamespace,
  preferred?: string | undefined,
): SessionAccount | undefined {
  const accounts = sessionAccounts(session, namespace)
  return (preferred && accounts.find((a) => a.caipNetworkId === preferred)) || accounts[0]
}
