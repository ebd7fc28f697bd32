// The shapes of `window.injectedWeb3` (the Polkadot extension protocol), as far as this package reads them. An
// extension's data is not trusted: every field is checked where it is read.

/** An account an extension shares. */
export interface InjectedAccount {
  address: string
  name?: string | undefined
  /** `sr25519`, `ed25519`, `ecdsa` or `ethereum`. */
  type?: string | undefined
  /** The chain the account is restricted to, when it is. */
  genesisHash?: string | null | undefined
}

/** What signs: `signRaw` signs bytes (the extension wraps them in `<Bytes>…</Bytes>` first). */
interface InjectedSigner {
  signRaw?(payload: { address: string; data: string; type: 'bytes' }): Promise<{ id: number; signature: string }>
}

/** What `enable(origin)` resolves: the extension's accounts and signer for this page. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`. */
export interface InjectedExtension {
  enable(origin: string): Promise<Injected>
  version?: string | undefined
}

/** The accounts of an extension's answer that hold a 32-byte key this family signs with (not `ethereum` ones). */
export function polkadotAccounts(accounts: unknown): InjectedAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter(
    (account): account is InjectedAccount =>
      typeof account === 'object' &&
      account !== null &&
      typeof (account as InjectedAccount).address === 'string' &&
      (account as InjectedAccount).type !== 'ethereum' &&
      (account as InjectedAccount).type !== 'ecdsa',
  )
}
