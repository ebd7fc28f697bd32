import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection.js'

describe('isUserRejection', () => {
  it('reads EIP-1193 4001, WalletConnect 5000 and ACTION_REJECTED, also wrapped or as a cause', () => {
    expect(isUserRejection({ code: 4001, message: 'x' })).toBe(true)
    expect(isUserRejection({ code: 5000, message: 'x' })).toBe(true)
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true)
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true)
  })

  it('reads a message that says so, from wallets that give no code', () => {
    expect(isUserRejection(new Error('User denied transaction signature.'))).toBe(true)
    expect(isUserRejection('User rejected')).toBe(true)
  })

  it('is false for any other failure', () => {
    for (const error of [new Error('insufficient funds'), { code: -32000, message: 'nonce too low' }, { code: 4902 }, undefined, null, 'boom'])
      expect(isUserRejection(error), JSON.stringify(error)).toBe(false)
  })
})
