import { toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { ANVIL_MNEMONIC } from './anvil.js'

export interface DevnetAccount {
  address: Address
  privateKey: Hex
}

/**
 * The first `count` default anvil accounts (mnemonic `test test ... junk`, 10000 ETH each), with private keys.
 *
 * @example
 * const [alice] = devnetAccounts(1) // { address: '0xf39F...2266', privateKey: '0xac09...ff80' }
 */
export function devnetAccounts(count = 4): DevnetAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error(`No private key for account ${addressIndex}`)
    return { address: account.address, privateKey: toHex(key) }
  })
}
