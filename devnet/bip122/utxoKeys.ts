import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { Address, p2tr, p2wpkh, WIF } from '@scure/btc-signer'

/**
 * The address prefixes of the local UTXO network. Its node is Litecoin Core in regtest (INFRA.md: no bitcoind is
 * installable offline), so its addresses are Litecoin regtest's, not Bitcoin's: bech32 `rltc`, P2PKH version
 * 0x6f, P2SH 0x3a, WIF 0xef.
 */
const LOCAL_UTXO_NETWORK = { bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef } as const

/** The genesis hash of Litecoin regtest; its first 32 hex characters are the CAIP-2 reference (CAIP-4). */
const LOCAL_UTXO_GENESIS_HASH = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9'
export const LOCAL_UTXO_REFERENCE = LOCAL_UTXO_GENESIS_HASH.slice(0, 32)
export const LOCAL_UTXO_CAIP_ID = `bip122:${LOCAL_UTXO_REFERENCE}` as const

/** A key of the local UTXO network: a public test key, never to be used elsewhere. */
export interface UtxoDevnetAccount {
  /** Its native segwit (P2WPKH) address, `rltc1q…`. */
  address: string
  /** The 33-byte compressed public key, hex. */
  publicKey: string
  /** The 32-byte secp256k1 private key, hex. */
  privateKey: string
  /** The private key in the network's WIF. */
  wif: string
}

/** The key named `label`: the same on every devnet (like anvil's mnemonic). */
export function utxoKeypair(label: string): UtxoDevnetAccount {
  const secret = new Uint8Array(createHash('sha256').update(`portico bip122 devnet: ${label}`).digest())
  const publicKey = secp256k1.getPublicKey(secret, true)
  return {
    address: p2wpkh(publicKey, LOCAL_UTXO_NETWORK).address as string,
    publicKey: hex.encode(publicKey),
    privateKey: hex.encode(secret),
    wif: WIF(LOCAL_UTXO_NETWORK).encode(secret),
  }
}

/** The taproot (P2TR, key path, BIP-86 tweak) address of the account's key on the local UTXO network, `rltc1p…`. */
export function taprootAddressOf(account: Pick<UtxoDevnetAccount, 'publicKey'>): string {
  return p2tr(hex.decode(account.publicKey).slice(1), undefined, LOCAL_UTXO_NETWORK).address as string
}

/**
 * The first `count` funded accounts of the local UTXO network.
 *
 * @example
 * const [alice] = utxoDevnetAccounts(1) // { address: 'rltc1q…', … }
 */
export function utxoDevnetAccounts(count = 4): UtxoDevnetAccount[] {
  return Array.from({ length: count }, (_, index) => utxoKeypair(`account ${index}`))
}

/** Whether `address` is an address of the local UTXO network (any standard type). */
export function isLocalUtxoAddress(address: string): boolean {
  try {
    // Throws on another network's prefix or a bad checksum.
    Address(LOCAL_UTXO_NETWORK).decode(address)
    return true
  } catch {
    return false
  }
}
