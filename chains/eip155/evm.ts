// The viem parts of sending, fetched with import() on first use (checksums, the ERC20 call data), never with
// the package's entry.
import { encodeFunctionData, getAddress, type Address, type Hex } from 'viem'

/** `transfer(address,uint256)` of ERC20, the one function sending calls. */
const transferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/**
 * The call data of an ERC20 transfer of `amount` base units to `to`.
 *
 * @example
 * encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_000_000n) // '0xa9059cbb…'
 */
export function encodeErc20Transfer(to: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: [to, amount] })
}

/**
 * An EVM address with `0x` and its EIP-55 checksum. Takes 40 hex characters with or without `0x`, in any
 * case (SPEC.md §5); a wrong mixed-case checksum is not held against it.
 *
 * @example
 * checksumAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function checksumAddress(address: string): Address {
  const hex = address.replace(/^0x/iu, '').toLowerCase()
  return getAddress(`0x${hex}`)
}
