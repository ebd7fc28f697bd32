import { describe, expect, it } from 'vitest'
import * as entry from './index.js'
import { bundle } from '../eip155/test/bundle.js'

describe('portico/chains/cosmos', () => {
  it('exports these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "cosmos",
        "createKeplrConnector",
        "discoverKeplrWallets",
        "isCosmosAddress",
      ]
    `)
  })

  it('loads no signing or crypto code before a signature or a sign-in check is needed (DESIGN.md Chains)', async () => {
    const { eagerPackages, allPackages, lazy } = await bundle(`import { cosmos } from './chains/cosmos/index.js'\nexport const adapters = [cosmos()]`)
    expect(eagerPackages).toEqual([])
    expect(allPackages).toEqual(['@noble/curves/secp256k1', '@noble/hashes/legacy', '@noble/hashes/sha2', '@scure/base'])
    expect(lazy.map((c) => c.facadeModuleId?.split('/').pop()).filter(Boolean).sort()).toEqual(['siwx.ts', 'verifyCosmosMessage.ts', 'walletActions.ts'])
  }, 30_000)
})
