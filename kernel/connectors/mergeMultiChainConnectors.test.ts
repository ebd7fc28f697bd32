import { describe, expect, it, vi } from 'vitest'
import type { Connector } from '../types/connector.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

const connector = (id: string, name: string, chain: Connector['chain'], type: Connector['type'] = 'ANNOUNCED'): Connector => ({
  id,
  name,
  chain,
  type,
  connect: vi.fn(async () => ({ address: id, chainId: 1 })),
  disconnect: vi.fn(async () => {}),
})

describe('mergeMultiChainConnectors', () => {
  it('makes one MULTI_CHAIN connector of a browser wallet on several families, in the place of its first', async () => {
    const wc = connector('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT')
    const evm = connector('io.acme', 'Acme', 'eip155')
    const other = connector('io.other', 'Other', 'eip155')
    const sol = connector('Acme', 'ACME', 'solana')
    const merged = mergeMultiChainConnectors([wc, evm, other, sol])
    expect(merged.map((c) => [c.id, c.type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
      ['multichain:acme', 'MULTI_CHAIN'],
      ['io.other', 'ANNOUNCED'],
    ])
    const multi = merged[1]!
    expect(multi.connectors).toEqual([evm, sol])
    await multi.connect({ network: { chainNamespace: 'solana' } as never })
    expect(sol.connect).toHaveBeenCalledOnce()
    await multi.disconnect()
    expect(evm.disconnect).toHaveBeenCalledOnce()
    expect(sol.disconnect).toHaveBeenCalledOnce()
  })

  it('leaves wallets of one family, and non-browser connectors of the same name, as they are', () => {
    const a = connector('a', 'Acme', 'eip155')
    const b = connector('b', 'Acme', 'eip155', 'INJECTED')
    const wc = connector('wc', 'Acme', 'solana', 'WALLET_CONNECT')
    expect(mergeMultiChainConnectors([a, b, wc])).toEqual([a, b, wc])
  })
})
