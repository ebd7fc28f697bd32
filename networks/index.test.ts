import { describe, expect, it } from 'vitest'
import { isChainNamespace, type Network } from '../kernel/types/chain.js'
import * as entry from './index.js'
import { defineNetwork } from './defineNetwork.js'

const networks = Object.entries(entry).filter(([, value]) => typeof value === 'object') as [string, Network][]

describe('portico/networks', () => {
  it('exports these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "anvil",
        "arbitrum",
        "avalanche",
        "base",
        "bitcoin",
        "bitcoinTestnet",
        "bsc",
        "cosmosHub",
        "defineNetwork",
        "gnosis",
        "kusama",
        "mainnet",
        "optimism",
        "osmosis",
        "polkadot",
        "polygon",
        "sepolia",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
        "westend",
        "zksync",
      ]
    `)
  })

  it('has the chain ids of SPEC §9', () => {
    const ids = Object.fromEntries(networks.map(([name, network]) => [name, network.id]))
    expect(ids).toEqual({
      mainnet: 1,
      sepolia: 11_155_111,
      arbitrum: 42_161,
      optimism: 10,
      base: 8453,
      polygon: 137,
      bsc: 56,
      avalanche: 43_114,
      gnosis: 100,
      zksync: 324,
      anvil: 31_337,
      solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      solanaDevnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      solanaTestnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      cosmosHub: 'cosmoshub-4',
      osmosis: 'osmosis-1',
      bitcoin: '000000000019d6689c085ae165831e93',
      bitcoinTestnet: '000000000933ea01ad0ee984209779ba',
      polkadot: '91b171bb158e2d3848fa23a9f1c25182',
      kusama: 'b0a8d493285c2df73290dfb7e61f870f',
      westend: 'e143f23803ac50e8f6f8e62695d1ce9e',
    })
  })

  it.each(networks)('%s is a complete Network (SPEC §3 Network)', (_, network) => {
    expect(isChainNamespace(network.chainNamespace)).toBe(true)
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
    expect(network.name).not.toBe('')
    expect(network.nativeCurrency.symbol).not.toBe('')
    expect(Number.isInteger(network.nativeCurrency.decimals)).toBe(true)
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toMatch(/^https?:$/)
    if (network.id !== 31_337) expect(new URL(network.blockExplorers!.default.url).protocol).toBe('https:')
  })

  it('puts the Solana networks in the solana namespace', () => {
    expect(entry.solana).toMatchObject({ chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(entry.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(entry.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
  })

  it('has a local anvil network on 127.0.0.1:8545, marked testnet', () => {
    expect(entry.anvil).toMatchObject({
      id: 31_337,
      name: 'Anvil',
      testnet: true,
      caipNetworkId: 'eip155:31337',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
  })

  it('marks test networks and only them', () => {
    const testnets = networks.filter(([, n]) => n.testnet).map(([name]) => name).sort()
    expect(testnets).toEqual(['anvil', 'bitcoinTestnet', 'sepolia', 'solanaDevnet', 'solanaTestnet', 'westend'])
  })

  it('puts the Polkadot relay chains in the polkadot namespace, by their genesis hashes (CAIP-2)', () => {
    expect(entry.polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(entry.kusama.caipNetworkId).toBe('polkadot:b0a8d493285c2df73290dfb7e61f870f')
    expect(entry.westend.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
  })
})

describe('defineNetwork', () => {
  const base = {
    id: 1337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }

  it('fills the CAIP-2 id from namespace and id, eip155 by default', () => {
    expect(defineNetwork(base)).toEqual({ ...base, chainNamespace: 'eip155', caipNetworkId: 'eip155:1337' })
    expect(defineNetwork({ ...base, id: 'abc', chainNamespace: 'solana' }).caipNetworkId).toBe('solana:abc')
  })

  it('keeps an explicit caipNetworkId', () => {
    expect(defineNetwork({ ...base, caipNetworkId: 'eip155:9' }).caipNetworkId).toBe('eip155:9')
  })
})
