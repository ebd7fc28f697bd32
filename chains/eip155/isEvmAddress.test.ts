import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

describe('isEvmAddress (SPEC §5 EVM address: 40 hex characters, with or without 0x)', () => {
  it.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '0x0000000000000000000000000000000000000000',
  ])('accepts %s', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([
    ['39 hex characters', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226'],
    ['41 hex characters', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb922661'],
    ['a non-hex character', '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['0X prefix', '0Xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['a name', 'vitalik.eth'],
    ['a Solana address', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    ['spaces around it', ' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 '],
    ['an empty string', ''],
  ])('rejects %s', (_, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('rejects what is not a string', () => {
    expect(isEvmAddress(undefined)).toBe(false)
    expect(isEvmAddress(0x1234)).toBe(false)
  })
})
