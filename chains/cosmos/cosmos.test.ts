import { describe, expect, it } from 'vitest'
import { cosmosHub, osmosis } from '../../networks/index.js'
import { cosmos } from './cosmos.js'

describe('cosmos() addresses', () => {
  it('receive on the chain whose bech32 prefix they carry, and on a chain the package does not know', () => {
    const receivesOn = cosmos({ discovery: false }).address!.receivesOn!
    const hub = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    const osmo = 'osmo1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5helwsw'
    expect(receivesOn(hub, cosmosHub)).toBe(true)
    expect(receivesOn(hub, osmosis)).toBe(false)
    expect(receivesOn(osmo, osmosis)).toBe(true)
    expect(receivesOn(osmo, { ...cosmosHub, id: 'juno-1', caipNetworkId: 'cosmos:juno-1' })).toBe(true)
  })
})
