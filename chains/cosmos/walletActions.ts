import type { WalletContext } from '../../kernel/connection/adapter.js'
import { promptWallet } from '../eip155/promptWallet.js'
import { adr36SignDoc } from './adr36.js'
import { CosmosWalletFeatureNotFoundError } from './errors.js'
import type { CosmosWalletProvider, StdSignature } from './keplrProvider.js'

/** A WalletConnect session's provider (or any that takes the cosmos JSON-RPC methods). */
interface CosmosRpcProvider {
  request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T>
}

/**
 * Signs `message` as an ADR-036 off-chain document with the connected account and resolves the 64-byte signature
 * in base64: through Keplr's `signArbitrary` for an injected wallet, through `cosmos_signAmino` of the same
 * document in a WalletConnect session. A refusal rejects with 'Signature declined' (SPEC.md §8).
 *
 * @example
 * await signMessage(wallet, { message: 'Hello' }) // 'MEUCIQ…' (base64, 64 bytes)
 */
export async function signMessage(wallet: WalletContext, { message }: { message: string }): Promise<string> {
  const signer = wallet.address
  if (!signer) throw new CosmosWalletFeatureNotFoundError({ feature: 'an account' })
  const provider = wallet.provider as Partial<CosmosWalletProvider & CosmosRpcProvider> | undefined
  if (provider?.keplr) {
    const chainId = provider.chainId ?? String(wallet.network.id)
    const { signature } = await promptWallet(provider.keplr.signArbitrary(chainId, signer, message))
    return signature
  }
  if (typeof provider?.request !== 'function') throw new CosmosWalletFeatureNotFoundError({ feature: 'signArbitrary' })
  const { signature } = await promptWallet(
    provider.request<{ signature: StdSignature }>(
      { method: 'cosmos_signAmino', params: { signerAddress: signer, signDoc: adr36SignDoc(signer, message) } },
      wallet.network.caipNetworkId,
    ),
  )
  return signature.signature
}
