/** A key of the wallet on one chain, as Keplr's `getKey` answers. */
export interface KeplrKey {
  name: string
  algo: string
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
}

/** Keplr's `StdSignature`: the signer's key and the 64-byte signature, both base64. */
export interface StdSignature {
  pub_key: { type: string; value: string }
  signature: string
}

/**
 * The part of Keplr's injected API Portico uses (`window.keplr`, and the wallets that copy it): approve chains,
 * read the key of a chain, sign an ADR-036 message.
 */
export interface KeplrProvider {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  disable?(chainIds?: string | string[]): Promise<void>
}

/** Whether `value` has the shape of a Keplr-style provider. */
export function isKeplrProvider(value: unknown): value is KeplrProvider {
  const provider = value as Partial<Record<keyof KeplrProvider, unknown>> | null | undefined
  return (
    typeof provider === 'object' &&
    provider !== null &&
    typeof provider.enable === 'function' &&
    typeof provider.getKey === 'function' &&
    typeof provider.signArbitrary === 'function'
  )
}

/** The connected Keplr-style wallet and the chain it serves the kit on: what `getProvider` gives capabilities. */
export interface CosmosWalletProvider {
  /** The wallet's injected object (Keplr's API). */
  keplr: KeplrProvider
  /** The chain id the account is read on (`cosmoshub-4`). */
  chainId: string | undefined
}
