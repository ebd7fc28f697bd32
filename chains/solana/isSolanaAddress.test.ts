import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress (SPEC.md §5: base58, 32 to 44 characters)', () => {
  it.each([
    ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', true],
    ['11111111111111111111111111111111', true],
    ['1111111111111111111111111111111', false], // 31
    ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWMx', false], // 45
    ['0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false], // 0 is not base58
    ['IWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false], // nor I
    ['lWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false], // nor l
    ['OWzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false], // nor O
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', false],
    [' 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected)
  })
})
