import { describe, expect, it } from 'vitest'
import { checkRpcParams, checkRpcResponse } from './checkRpcResponse.js'

describe('embedded wallet response and parameter checks (SPEC.md §5)', () => {
  it('wants 0x plus 64 hex characters for a transaction hash', () => {
    expect(() => checkRpcResponse('eth_sendTransaction', `0x${'a'.repeat(64)}`)).not.toThrow()
    expect(() => checkRpcResponse('eth_sendTransaction', `0x${'a'.repeat(63)}`)).toThrow('Invalid transaction hash')
    expect(() => checkRpcResponse('eth_sendTransaction', `0x${'a'.repeat(65)}`)).toThrow()
  })

  it('wants 0x plus at least 62 hex characters for a signature', () => {
    expect(() => checkRpcResponse('personal_sign', `0x${'b'.repeat(62)}`)).not.toThrow()
    expect(() => checkRpcResponse('personal_sign', `0x${'b'.repeat(130)}`)).not.toThrow()
    expect(() => checkRpcResponse('eth_signTypedData_v4', `0x${'b'.repeat(61)}`)).toThrow('Invalid signature')
    expect(() => checkRpcResponse('eth_getBalance', '0x1')).not.toThrow()
  })

  it('checks wallet_sendCalls and Solana parameters', () => {
    expect(() => checkRpcParams('wallet_sendCalls', [{ calls: [{ to: '0xabc', data: '0x' }] }])).not.toThrow()
    expect(() => checkRpcParams('wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])).toThrow("'to' starting with 0x")
    expect(() => checkRpcParams('wallet_sendCalls', [{ calls: [{ to: '0xabc', data: 'zz' }] }])).toThrow('data must start with 0x')
    expect(() => checkRpcParams('solana_signMessage', { message: 'hi', pubkey: 'abc' })).not.toThrow()
    expect(() => checkRpcParams('solana_signMessage', { message: 'hi' })).toThrow()
    expect(() => checkRpcParams('solana_signTransaction', { transaction: 1 })).toThrow()
    expect(() => checkRpcParams('solana_signAllTransactions', { transactions: ['a', 'b'] })).not.toThrow()
    expect(() => checkRpcParams('solana_signAllTransactions', { transactions: ['a', 2] })).toThrow()
  })

  it('checks the preflight commitment of a Solana send against the SPEC list', () => {
    for (const commitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
      expect(() => checkRpcParams('solana_signAndSendTransaction', { transaction: 'AQ==', sendOptions: { preflightCommitment: commitment } })).not.toThrow()
    expect(() => checkRpcParams('solana_signAndSendTransaction', { transaction: 'AQ==', sendOptions: { preflightCommitment: 'eventually' } })).toThrow('preflight commitment')
    expect(() => checkRpcParams('solana_signAndSendTransaction', { transaction: 'AQ==' })).not.toThrow()
  })

  it('wants a base58 signature of 64 bytes and base64 transactions in Solana answers', () => {
    const signature = '5'.repeat(87)
    expect(() => checkRpcResponse('solana_signMessage', { signature })).not.toThrow()
    expect(() => checkRpcResponse('solana_signMessage', { signature: '0x1234' })).toThrow('Invalid signature')
    expect(() => checkRpcResponse('solana_signAndSendTransaction', {})).toThrow('Invalid signature')
    expect(() => checkRpcResponse('solana_signTransaction', { signature, transaction: 'AQID' })).not.toThrow()
    expect(() => checkRpcResponse('solana_signTransaction', { signature })).toThrow('Invalid transaction')
    expect(() => checkRpcResponse('solana_signAllTransactions', { transactions: ['AQID', 'BAUG'] })).not.toThrow()
    expect(() => checkRpcResponse('solana_signAllTransactions', { transactions: ['AQID', 7] })).toThrow('Invalid transactions')
  })
})
