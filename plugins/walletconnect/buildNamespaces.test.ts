import { describe, expect, it } from 'vitest'
import { arbitrum, mainnet, solanaMainnet } from '../../test/fixtures.js'
import type { Network } from '../../kernel/types/chain.js'
import { walletConnect as eip155Family } from '../../chains/eip155/walletConnect.js'
import { walletConnect as solanaFamily } from '../../chains/solana/family.js'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import { buildNamespaces } from './buildNamespaces.js'

/** The families the chain packages of this repo describe. */
const family = (namespace: ChainNamespace) => ({ eip155: eip155Family, solana: solanaFamily })[namespace as 'eip155' | 'solana']

const polkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
}

describe('buildNamespaces', () => {
  it('makes one eip155 namespace with every configured chain as CAIP-2 ids, the signing methods and the events', () => {
    const { eip155, ...rest } = buildNamespaces({ networks: [mainnet, arbitrum], family })
    expect(rest).toEqual({})
    expect(eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
    expect(eip155?.methods).toEqual([
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
    ])
    expect(eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('lists no read methods: the provider answers those from rpcMap (INFRA.md)', () => {
    const { eip155, solana } = buildNamespaces({ networks: [mainnet, solanaMainnet], family })
    const reads = ['eth_getBalance', 'eth_chainId', 'eth_call', 'eth_blockNumber', 'eth_accounts', 'eth_requestAccounts', 'eth_estimateGas', 'eth_getTransactionReceipt', 'eth_sendRawTransaction', 'net_version']
    for (const method of reads) expect(eip155?.methods).not.toContain(method)
    expect(solana?.methods).not.toContain('solana_getAccounts')
    expect(solana?.methods).not.toContain('getBalance')
  })

  it('maps each chain reference to its RPC URL', () => {
    const { eip155, solana } = buildNamespaces({ networks: [mainnet, arbitrum, solanaMainnet], family })
    expect(eip155?.rpcMap).toEqual({ 1: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' })
    expect(solana).toEqual({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899' },
    })
  })

  it('prefers the first customRpcUrls entry of a network', () => {
    const { eip155 } = buildNamespaces({
      networks: [mainnet, arbitrum],
      customRpcUrls: { 'eip155:42161': [{ url: 'http://127.0.0.1:9999' }, { url: 'http://127.0.0.1:9998' }], 'eip155:10': [{ url: 'http://x' }] },
      family,
    })
    expect(eip155?.rpcMap).toEqual({ 1: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:9999' })
    expect(eip155?.chains).not.toContain('eip155:10')
  })

  it('leaves out a chain without any RPC URL from rpcMap, duplicates, and families WalletConnect does not serve here', () => {
    const noRpc: Network = { ...arbitrum, rpcUrls: { default: { http: [] } } }
    const namespaces = buildNamespaces({ networks: [mainnet, noRpc, mainnet, polkadot], family })
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
    expect(namespaces.eip155?.rpcMap).toEqual({ 1: 'http://127.0.0.1:8545' })
    expect(namespaces.polkadot).toBeUndefined()
    expect(buildNamespaces({ networks: [], family })).toEqual({})
  })

  it("takes each family's methods and events from its chain package", () => {
    const namespaces = buildNamespaces({ networks: [mainnet, solanaMainnet], family: (ns) => (ns === 'solana' ? { methods: ['a'], events: ['b'] } : undefined) })
    expect(namespaces).toEqual({ solana: expect.objectContaining({ methods: ['a'], events: ['b'] }) })
  })
})
