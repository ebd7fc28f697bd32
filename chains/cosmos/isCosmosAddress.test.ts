import { describe, expect, it } from 'vitest'
import { bech32PrefixOf, isCosmosAddress } from './isCosmosAddress.js'

describe('isCosmosAddress', () => {
  it('takes bech32 accounts of 20 or 32 bytes with any prefix', () => {
    expect(isCosmosAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(true)
    expect(isCosmosAddress('osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw')).toBe(true)
    expect(bech32PrefixOf('osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw')).toBe('osmo')
  })

  it('refuses a wrong checksum, upper case, other families and empty text', () => {
    expect(isCosmosAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xv')).toBe(false)
    expect(isCosmosAddress('COSMOS1QYPQXPQ9QCRSSZG2PVXQ6RS0ZQG3YYC5LZV7XU')).toBe(false)
    expect(isCosmosAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isCosmosAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isCosmosAddress('')).toBe(false)
  })
})

describe('bech32PrefixOf agrees with @scure/base', () => {
  it('on random accounts of 20 and 32 bytes, and on their one-character changes', async () => {
    const { bech32 } = await import('@scure/base')
    for (let round = 0; round < 200; round++) {
      const bytes = crypto.getRandomValues(new Uint8Array(round % 2 ? 20 : 32))
      const address = bech32.encode(round % 3 ? 'cosmos' : 'osmo', bech32.toWords(bytes))
      expect(bech32PrefixOf(address)).toBe(round % 3 ? 'cosmos' : 'osmo')
      const at = 8 + (round % (address.length - 8))
      const changed = `${address.slice(0, at)}${address[at] === 'q' ? 'p' : 'q'}${address.slice(at + 1)}`
      expect(bech32PrefixOf(changed)).toBeUndefined()
    }
    expect(bech32PrefixOf(bech32.encode('cosmos', bech32.toWords(new Uint8Array(21))))).toBeUndefined()
  })
})
