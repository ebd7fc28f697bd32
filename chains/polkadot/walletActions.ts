// The polkadot capabilities that talk to the connected wallet (ChainCapabilities in kernel/connection/adapter.ts),
// fetched with import() on first use.
import type { WalletContext } from '../../kernel/connection/adapter.js'
import { promptWallet } from '../eip155/promptWallet.js'
import type { PolkadotWalletProvider } from './createInjectedConnector.js'
import { PolkadotSignerNotFoundError } from './errors.js'

/** A WalletConnect session's provider: WalletConnect's Polkadot RPC (`polkadot_signMessage`) for a CAIP-2 chain. */
interface PolkadotRpcProvider {
  request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T>
}

/** The connected wallet's provider when it takes WalletConnect's Polkadot RPC rather than an injected extension. */
function rpcProviderOf(wallet: WalletContext): PolkadotRpcProvider | undefined {
  const provider = wallet.provider as Partial<PolkadotRpcProvider & PolkadotWalletProvider> | undefined
  if (!provider || 'source' in provider || typeof provider.request !== 'function') return undefined
  return provider as PolkadotRpcProvider
}

const HEX = '0123456789abcdef'

/** `0x`-prefixed lower-case hex of `bytes`. */
function toHex(bytes: Uint8Array): string {
  let text = '0x'
  for (const byte of bytes) text += HEX[byte >> 4]! + HEX[byte & 15]!
  return text
}

/** A signature as the wallet answered it: 64 bytes of `0x` hex (65 with a MultiSignature type byte), else refused. */
function checkedSignature(signature: unknown): string {
  if (typeof signature !== 'string' || !/^0x(?:0[01])?[0-9a-fA-F]{128}$/u.test(signature))
    throw new PolkadotSignerNotFoundError({ feature: 'a signature of 64 bytes' })
  return signature
}

/**
 * Signs a UTF-8 message with the connected account and resolves the signature as `0x` hex: an extension's
 * `signer.signRaw({ type: 'bytes' })` (the extension signs the bytes wrapped in `<Bytes>…</Bytes>`), or
 * `polkadot_signMessage` in a WalletConnect session (the wallet wraps them the same way).
 *
 * @example
 * await signMessage(wallet, { message: 'Hello' }) // '0x…' (64 bytes, sr25519 or ed25519)
 */
export async function signMessage(wallet: WalletContext, { message }: { message: string }): Promise<string> {
  const rpc = rpcProviderOf(wallet)
  if (rpc) {
    if (!wallet.address) throw new PolkadotSignerNotFoundError({ feature: 'an account' })
    const { signature } = await promptWallet(
      rpc.request<{ signature: string }>({ method: 'polkadot_signMessage', params: { address: wallet.address, message } }, wallet.network.caipNetworkId),
    )
    return checkedSignature(signature)
  }
  const provider = wallet.provider as PolkadotWalletProvider | undefined
  const account = provider?.account
  const signRaw = provider?.injected?.signer.signRaw
  if (!account) throw new PolkadotSignerNotFoundError({ feature: 'an account' })
  if (!signRaw) throw new PolkadotSignerNotFoundError({ feature: 'signRaw' })
  const data = toHex(new TextEncoder().encode(message))
  const { signature } = await promptWallet(signRaw.call(provider.injected?.signer, { address: account.address, data, type: 'bytes' }))
  return checkedSignature(signature)
}
