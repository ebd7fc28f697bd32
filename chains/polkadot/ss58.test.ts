import { cryptoWaitReady, decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeSs58, encodeSs58 } from './ss58.js'

beforeAll(() => cryptoWaitReady())

const key = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)

describe('SS58 addresses', () => {
  it('encodes as @polkadot/util-crypto does, for one- and two-byte prefixes', () => {
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) expect(encodeSs58(key, prefix)).toBe(encodeAddress(key, prefix))
  })

  it('decodes the key and prefix back, and refuses a broken checksum, a short key and what is not base58', () => {
    for (const prefix of [0, 2, 42, 1284]) {
      const address = encodeAddress(key, prefix)
      expect(decodeSs58(address)).toEqual({ publicKey: decodeAddress(address), prefix })
    }
    const address = encodeAddress(key, 0)
    const broken = address.slice(0, -1) + (address.endsWith('a') ? 'b' : 'a')
    expect(decodeSs58(broken)).toBeUndefined()
    expect(decodeSs58(encodeAddress(key.slice(0, 8), 0))).toBeUndefined()
    expect(decodeSs58('0x' + 'ab'.repeat(32))).toBeUndefined()
    expect(decodeSs58('')).toBeUndefined()
  })

  it('refuses a prefix outside 0 to 16383 and a key that is not 32 bytes', () => {
    expect(() => encodeSs58(key, 16384)).toThrow(RangeError)
    expect(() => encodeSs58(key.slice(1), 0)).toThrow(RangeError)
  })
})
