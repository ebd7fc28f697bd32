import { base64, hex } from '@scure/base'
import type { BitcoinWallet } from './bitcoinWallet.js'

/** A WalletConnect session's provider (or any that takes WalletConnect's Bitcoin RPC) for a CAIP-2 chain. */
export interface Bip122RpcProvider {
  request<T>(args: { method: string; params: unknown }, chain?: string): Promise<T>
}

/** What the capabilities ask of a connected wallet: its name, message and PSBT signatures. */
export type Bip122Signer = Pick<BitcoinWallet, 'name' | 'signMessage' | 'signPsbt'>

/** A signature as base64: wallets answer base64 (BIP-322, BIP-137), some hex. */
function asBase64(signature: unknown): string {
  if (typeof signature !== 'string' || !signature) throw new Error('The wallet answered no signature.')
  const bare = signature.replace(/^0x/u, '')
  return /^(?:[0-9a-fA-F]{2})+$/u.test(bare) ? base64.encode(hex.decode(bare.toLowerCase())) : signature
}

/**
 * The signer of a WalletConnect session's account `account` on `chain` (`bip122:<genesis hash prefix>`), through
 * WalletConnect's Bitcoin RPC: `signMessage` (`protocol` `bip322` or `ecdsa`) and `signPsbt` without broadcast
 * (the kit broadcasts, through the network's Esplora API). These two are all the kit asks such a wallet.
 *
 * @example
 * const signer = sessionSigner(provider, 'bip122:000000000019d6689c085ae165831e93', 'bc1q…')
 * await signer.signMessage({ address: 'bc1q…', message: 'Hello', protocol: 'BIP322' })
 */
export function sessionSigner(provider: Bip122RpcProvider, chain: string, account: string): Bip122Signer {
  return {
    name: 'WalletConnect',
    async signMessage({ address, message, protocol }) {
      const params = { account, address, message, protocol: protocol === 'BIP322' ? 'bip322' : 'ecdsa' }
      const answer = await provider.request<{ signature?: unknown } | null>({ method: 'signMessage', params }, chain)
      return asBase64(answer?.signature)
    },
    async signPsbt({ psbt, inputs }) {
      const signInputs = inputs.flatMap(({ address, indexes }) => indexes.map((index) => ({ address, index })))
      const answer = await provider.request<{ psbt?: unknown } | null>({ method: 'signPsbt', params: { account, psbt, signInputs, broadcast: false } }, chain)
      if (typeof answer?.psbt !== 'string') throw new Error('The wallet answered no PSBT.')
      return answer.psbt
    },
  }
}
