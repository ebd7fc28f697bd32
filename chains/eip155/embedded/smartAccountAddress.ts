import { concat, encodeAbiParameters, getContractAddress, keccak256, type Address } from 'viem'

// Where the embedded wallet's smart account is (SPEC.md §6 smartAccount), known before it exists: apart from the
// account itself (smartAccount.ts), so the secure site's first paint can name the address without viem's account
// abstraction, which it loads only to sign or send as the smart account.

/** The account factory, through the deterministic deployer with salt 0 (the same address on every chain). */
export const ACCOUNT_FACTORY: Address = '0xEB3e3C1A81FCab08d33a898Fe9B2F8Dc4BfEDCd7'
/** The factory's implementation: its first contract (CREATE, nonce 1). */
const IMPLEMENTATION = getContractAddress({ from: ACCOUNT_FACTORY, nonce: 1n })

/**
 * The smart account address of an owner: CREATE2 by the factory of the ERC-1167 clone of its implementation,
 * salted with the owner and index 0.
 *
 * @example
 * smartAccountAddress('0xf39F…2266') // the same on every chain, deployed or not
 */
export function smartAccountAddress(owner: Address): Address {
  const cloneCode = concat(['0x3d602d80600a3d3981f3363d3d373d3d3d363d73', IMPLEMENTATION, '0x5af43d82803e903d91602b57fd5bf3'])
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 0n]))
  return getContractAddress({ opcode: 'CREATE2', from: ACCOUNT_FACTORY, salt, bytecodeHash: keccak256(cloneCode) })
}
