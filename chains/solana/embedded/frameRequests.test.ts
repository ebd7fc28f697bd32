import { describe, expect, it } from 'vitest'
import { embeddedWallet } from './embeddedWallet.js'
import { SOLANA_REQUESTS, type SolanaMethod } from './frameRequests.js'

// The frame (zod) and the app (by hand) check the same SPEC.md §5 rules on Solana requests.
const cases: [SolanaMethod, unknown, boolean][] = [
  ['solana_signMessage', { message: 'Cn8eVZg', pubkey: 'So1ana' }, true],
  ['solana_signMessage', { message: 'Cn8eVZg' }, false],
  ['solana_signMessage', { message: 7, pubkey: 'So1ana' }, false],
  ['solana_signTransaction', { transaction: 'AQID' }, true],
  ['solana_signTransaction', { transaction: 1 }, false],
  ['solana_signAllTransactions', { transactions: ['AQID', 'BAUG'] }, true],
  ['solana_signAllTransactions', { transactions: ['AQID', 2] }, false],
  ['solana_signAllTransactions', { transactions: 'AQID' }, false],
  ['solana_signAndSendTransaction', { transaction: 'AQID', sendOptions: { preflightCommitment: 'singleGossip' } }, true],
  ['solana_signAndSendTransaction', { transaction: 'AQID', sendOptions: { preflightCommitment: 'soon' } }, false],
]

describe('the Solana requests of the frame protocol (SPEC.md §5)', () => {
  it.each(cases)('%s %j: valid %s on both sides', (method, params, valid) => {
    expect(SOLANA_REQUESTS[method].safeParse(params).success).toBe(valid)
    if (valid) expect(() => embeddedWallet.checkParams(method, params)).not.toThrow()
    else expect(() => embeddedWallet.checkParams(method, params)).toThrow(`Invalid parameters for ${method}`)
  })
})
