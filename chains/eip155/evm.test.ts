import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksumAddress, encodeErc20Transfer } from './evm.js'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('encodeErc20Transfer', () => {
  it('is the ERC20 transfer(to, amount) call: selector a9059cbb, the address and the amount as 32-byte words', () => {
    const data = encodeErc20Transfer(BOB, 1_234_567n)
    expect(data).toBe(
      `0xa9059cbb${BOB.slice(2).toLowerCase().padStart(64, '0')}${(1_234_567).toString(16).padStart(64, '0')}`,
    )
    expect(data).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_234_567n] }))
    expect(decodeFunctionData({ abi: erc20Abi, data })).toEqual({ functionName: 'transfer', args: [BOB, 1_234_567n] })
  })

  it('encodes amounts beyond 2^53 exactly', () => {
    const amount = 2n ** 200n + 1n
    expect(decodeFunctionData({ abi: erc20Abi, data: encodeErc20Transfer(BOB, amount) }).args).toEqual([BOB, amount])
  })
})

describe('checksumAddress', () => {
  it('adds 0x and the EIP-55 checksum to 40 hex characters in any case', () => {
    for (const input of [BOB, BOB.toLowerCase(), BOB.slice(2).toLowerCase(), `0X${BOB.slice(2).toUpperCase()}`])
      expect(checksumAddress(input)).toBe(BOB)
  })
})
