import type { ApprovalRequest } from './approval.js'

// How a chain family signs inside the secure site: each chain package's `embedded/frameSigner.ts` answers its
// family's requests of the frame protocol (SPEC.md §5, §6) with the key the secure site hands it, and shows what
// it is asked to sign in words first. The secure site knows the families by the list in ./families.ts.

/** What the secure site gives a family's signer for one request. */
export interface SignerContext {
  /** The family's key of the signed-in account, for this request only (rejects when no one is signed in). */
  key(): Promise<string>
  /** The frame's chain (`GET_USER`, `SWITCH_NETWORK`), for the family whose network the frame follows. */
  chainId: number | string
  /** The network's RPC the request names (`RPC_REQUEST`'s `rpcUrl`), where a send goes. */
  rpcUrl: string | undefined
  /** The secure site's own JSON-RPC of the frame's chain (reads, fees, the raw send). */
  rpc<value>(method: string, params?: unknown[]): Promise<value>
  /** Shows the approval in the frame; resolves whether the person approved. */
  approve(request: ApprovalRequest): Promise<boolean>
  /** Message bytes as a person reads them: text with its hidden characters shown, else hex. */
  messageText(bytes: Uint8Array): string
  /**
   * The account's type on this network (SPEC.md §6): `smartAccount` only on a network with smart accounts, and
   * there only when the person prefers it (`GET_USER`, `SET_PREFERRED_ACCOUNT`).
   */
  accountType: 'eoa' | 'smartAccount'
  /** The networks with smart accounts (chain ids), for `wallet_getCapabilities`. */
  smartAccountNetworks: readonly number[]
  /** The ERC-4337 bundler of the frame's chain (smart-account networks only). */
  bundler<value>(method: string, params?: unknown[]): Promise<value>
}

/** The account a family's key stands for, of the type asked, with the other accounts the key has (SPEC.md §3). */
interface FrameAccounts {
  address: string
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
  /** Whether the smart account has its code on the chain (only for `smartAccount`). */
  smartAccountDeployed?: boolean | undefined
}

/** A chain family's signer inside the secure site. */
export interface FrameSigner {
  /** Whether `method` is one of the family's requests. */
  answers(method: string): boolean
  /** The network of a request in words, with its id so no name can stand for another chain. */
  networkLabel(request: Pick<SignerContext, 'chainId' | 'rpcUrl'>): string
  /** Answers one request; what signs or spends is approved first ('User rejected the request' when it is not). */
  answer(method: string, params: unknown, context: SignerContext): Promise<unknown>
  /** The family's smart account, for a family that has one: its address for the key, and whether it is deployed. */
  accounts?(context: Pick<SignerContext, 'key' | 'rpc' | 'accountType'> & { smartAccountNetwork: boolean }): Promise<FrameAccounts>
}
