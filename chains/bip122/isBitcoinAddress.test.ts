import { describe, expect, it } from 'vitest'
import { referenceOfAddress, utxoNetworkOf } from './bitcoinNetworks.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

describe('isBitcoinAddress (SPEC §5 syntax)', () => {
  it.each([
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'rltc1qtjx4a9z3mkvmnefedppankqyyeaxh2dgpa6ygj',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ])('accepts %s', (address) => expect(isBitcoinAddress(address)).toBe(true))

  it.each([
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    'bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    '',
  ])('refuses %s', (address) => expect(isBitcoinAddress(address)).toBe(false))
})

describe('the networks by address prefix', () => {
  it('finds the network of a segwit address, none for base58', () => {
    expect(referenceOfAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('000000000019d6689c085ae165831e93')
    expect(referenceOfAddress('rltc1qtjx4a9z3mkvmnefedppankqyyeaxh2dgpa6ygj')).toBe('530827f38f93b43ed12af0b3ad25a288')
    expect(referenceOfAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeUndefined()
    expect(utxoNetworkOf('530827f38f93b43ed12af0b3ad25a288')).toEqual({ bech32: 'rltc', pubKeyHash: 0x6f, scriptHash: 0x3a, wif: 0xef })
  })
})
