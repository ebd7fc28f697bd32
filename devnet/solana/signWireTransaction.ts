import { getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import { signWithKey, type SolanaDevnetAccount } from './solanaKeys.js'

/**
 * Signs a wire transaction (as a wallet does) with `account`: its signature goes into the slot of its address;
 * throws when the transaction does not ask `account` to sign. Returns the wire bytes with the signature.
 *
 * @example
 * const signed = signWireTransaction(unsigned, accounts[0])
 */
export function signWireTransaction(wire: Uint8Array, account: SolanaDevnetAccount): Uint8Array {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(account.address in transaction.signatures))
    throw new Error(`The transaction does not ask ${account.address} to sign.`)
  const signature = signWithKey(account.secretKey, new Uint8Array(transaction.messageBytes)) as SignatureBytes
  const signed = { ...transaction, signatures: { ...transaction.signatures, [account.address]: signature } }
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
