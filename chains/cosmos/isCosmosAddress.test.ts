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
