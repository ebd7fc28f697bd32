import { describe, expect, it } from 'vitest'
import { mainnet, solanaMainnet } from '../../test/fixtures.js'
import { DEFAULT_ONRAMP_OPTIONS, type PurchaseCurrency } from './onRampOptions.js'
import { purchaseCurrenciesOn } from './purchaseCurrenciesOn.js'

const currency = (symbol: string, chainIds: string[]): PurchaseCurrency => ({
  id: symbol.toLowerCase(),
  name: symbol,
  symbol,
  networks: chainIds.map((chain_id) => ({ name: chain_id, display_name: chain_id, chain_id, contract_address: null })),
})

describe('the tokens offered on a network', () => {
  const usdc = currency('USDC', ['1', '31337'])
  const eth = currency('ETH', ['1'])
  const sol = currency('SOL', [String(solanaMainnet.id)])

  it('are those that arrive on it, by the network id (a number on eip155, the reference on solana)', () => {
    expect(purchaseCurrenciesOn([usdc, eth, sol], mainnet).map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(purchaseCurrenciesOn([usdc, eth, sol], { id: 31337 }).map((c) => c.symbol)).toEqual(['USDC'])
    expect(purchaseCurrenciesOn([usdc, eth, sol], solanaMainnet).map((c) => c.symbol)).toEqual(['SOL'])
  })

  it('are all of them when none arrives there, or no network is known', () => {
    expect(purchaseCurrenciesOn(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies, solanaMainnet)).toEqual(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies)
    expect(purchaseCurrenciesOn([usdc, eth], { id: 31338 }).map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(purchaseCurrenciesOn([usdc, sol], undefined).map((c) => c.symbol)).toEqual(['USDC', 'SOL'])
  })
})
