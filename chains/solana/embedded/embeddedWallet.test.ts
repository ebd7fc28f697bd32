import { describe, expect, it } from 'vitest'
import type { Network } from '../../../kernel/types/chain.js'
import { embeddedWallet } from './embeddedWallet.js'

const network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
} satisfies Network

describe('Solana in the embedded wallet: parameter and response checks (SPEC.md §5)', () => {
  const { checkParams, checkResponse } = embeddedWallet

  it('answers the Solana requests only', () => {
    expect(() => checkParams('eth_sendTransaction', [{ to: '0xabc' }])).toThrow('Requested RPC call is not allowed')
    expect(() => checkParams('solana_signMessage', { message: 'hi', pubkey: 'abc' })).not.toThrow()
  })

  it('checks the Solana parameters', () => {
    expect(() => checkParams('solana_signMessage', { message: 'hi' })).toThrow()
    expect(() => checkParams('solana_signTransaction', { transaction: 1 })).toThrow()
    expect(() => checkParams('solana_signAllTransactions', { transactions: ['a', 'b'] })).not.toThrow()
    expect(() => checkParams('solana_signAllTransactions', { transactions: ['a', 2] })).toThrow()
  })

  it('checks the preflight commitment of a Solana send against the SPEC list', () => {
    for (const commitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
      expect(() => checkParams('solana_signAndSendTransaction', { transaction: 'AQ==', sendOptions: { preflightCommitment: commitment } })).not.toThrow()
    expect(() => checkParams('solana_signAndSendTransaction', { transaction: 'AQ==', sendOptions: { preflightCommitment: 'eventually' } })).toThrow('preflight commitment')
    expect(() => checkParams('solana_signAndSendTransaction', { transaction: 'AQ==' })).not.toThrow()
  })

  it('wants a base58 signature of 64 bytes and base64 transactions in the answers', () => {
    const signature = '5'.repeat(87)
    expect(() => checkResponse('solana_signMessage', { signature })).not.toThrow()
    expect(() => checkResponse('solana_signMessage', { signature: '0x1234' })).toThrow('Invalid signature')
    expect(() => checkResponse('solana_signAndSendTransaction', {})).toThrow('Invalid signature')
    expect(() => checkResponse('solana_signTransaction', { signature, transaction: 'AQID' })).not.toThrow()
    expect(() => checkResponse('solana_signTransaction', { signature })).toThrow('Invalid transaction')
    expect(() => checkResponse('solana_signAllTransactions', { transactions: ['AQID', 'BAUG'] })).not.toThrow()
    expect(() => checkResponse('solana_signAllTransactions', { transactions: ['AQID', 7] })).toThrow('Invalid transactions')
  })
})

describe('Solana in the embedded wallet: policy, account and network (SPEC.md §6, §7)', () => {
  it('every Solana request signs: each needs approval, and the provider lists them', () => {
    expect(embeddedWallet.safeMethods).toEqual([])
    expect(embeddedWallet.unsafeMethods).toEqual(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'])
    expect(embeddedWallet.providerMethods).toEqual(embeddedWallet.unsafeMethods)
  })

  it("takes the frame's Solana address on the network asked for; without one, no account", () => {
    expect(embeddedWallet.followsNetwork).toBe(false)
    expect(embeddedWallet.account({ address: '0xabc', chainId: 1, solanaAddress: 'So1ana' }, network)).toEqual({ address: 'So1ana', chainId: network.caipNetworkId })
    expect(() => embeddedWallet.account({ address: '0xabc', chainId: 1 }, network)).toThrow('No Solana account')
    expect(() => embeddedWallet.account({ solanaAddress: 'So1ana' }, undefined)).toThrow('No Solana account')
  })

  it('names the network and its RPC, customRpcUrls first', () => {
    expect(embeddedWallet.target(network, {})).toEqual({ chainId: network.caipNetworkId, rpcUrl: 'http://127.0.0.1:8899' })
    expect(embeddedWallet.target(network, { [network.caipNetworkId]: [{ url: 'https://rpc.example' }] })).toEqual({ chainId: network.caipNetworkId, rpcUrl: 'https://rpc.example' })
  })
})
