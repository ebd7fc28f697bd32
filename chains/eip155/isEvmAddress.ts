const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether `value` is an EVM address: 40 hex characters, with or without `0x` (SPEC.md §5). The checksum
 * (mixed case) is not verified.
 *
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * isEvmAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 * isEvmAddress('0x1234') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
