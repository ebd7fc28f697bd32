import { makeSignDoc, Secp256k1HdWallet, type StdSignature, type StdSignDoc } from '@cosmjs/amino'
import { Bip39, Random } from '@cosmjs/crypto'
import { toBase64 } from '@cosmjs/encoding'

/** A Cosmos chain a test wallet has: its chain id and its accounts' bech32 prefix. */
export interface CosmosTestChain {
  chainId: string
  prefix: string
}

/** One key (a mnemonic) on several Cosmos chains, in Node: an address per chain, amino and ADR-036 signatures. */
export interface CosmosKeys {
  readonly mnemonic: string
  /** The account on `chainId` (bech32 with the chain's prefix). */
  address(chainId: string): string
  /** The compressed secp256k1 public key (33 bytes). */
  readonly pubkey: Uint8Array
  /** Signs an amino sign document as `signer` on `chainId`. */
  signAmino(chainId: string, signer: string, doc: StdSignDoc): Promise<{ signed: StdSignDoc; signature: StdSignature }>
  /** Keplr's `signArbitrary`: the ADR-036 document of `data` (text or bytes), built by cosmjs, signed. */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
}

/** A fresh 24-word mnemonic (cosmjs, the system's random source). */
export function newCosmosMnemonic(): string {
  return Bip39.encode(Random.getBytes(32)).toString()
}

/**
 * The key of `mnemonic` (cosmjs `Secp256k1HdWallet`, Cosmos HD path m/44'/118'/0'/0/0) on each of `chains`.
 *
 * @example
 * const keys = await cosmosKeys(newCosmosMnemonic(), [{ chainId: 'cosmoshub-4', prefix: 'cosmos' }])
 * keys.address('cosmoshub-4') // 'cosmos1…'
 */
export async function cosmosKeys(mnemonic: string, chains: readonly CosmosTestChain[]): Promise<CosmosKeys> {
  const wallets = new Map<string, { wallet: Secp256k1HdWallet; address: string; pubkey: Uint8Array }>()
  for (const { chainId, prefix } of chains) {
    const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix })
    const [account] = await wallet.getAccounts()
    wallets.set(chainId, { wallet, address: account!.address, pubkey: account!.pubkey })
  }
  const on = (chainId: string) => {
    const entry = wallets.get(chainId)
    if (!entry) throw new Error(`There is no chain ${chainId} in this wallet.`)
    return entry
  }
  return {
    mnemonic,
    address: (chainId) => on(chainId).address,
    pubkey: [...wallets.values()][0]!.pubkey,
    signAmino: (chainId, signer, doc) => on(chainId).wallet.signAmino(signer, doc),
    async signArbitrary(chainId, signer, data) {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }], { gas: '0', amount: [] }, '', '', 0, 0)
      return (await on(chainId).wallet.signAmino(signer, doc)).signature
    },
  }
}
