import { describe, expect, it } from 'vitest'
import * as entry from './index.js'
import { bundle } from '../eip155/test/bundle.js'

describe('portico/chains/polkadot', () => {
  it('exports these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "discoverPolkadotWallets",
        "isPolkadotAddress",
        "polkadot",
      ]
    `)
  })

  it('loads no codec, signer or verifier before an account connects or signs (DESIGN.md Chains)', async () => {
    const { eagerPackages, allPackages, lazy } = await bundle(
      `import { polkadot } from './chains/polkadot/index.js'\nexport const adapters = [polkadot()]`,
    )
    expect(eagerPackages).toEqual([])
    expect(allPackages).toMatchInlineSnapshot(`
      [
        "@noble/curves/ed25519",
        "@noble/hashes/blake2b",
        "@noble/hashes/utils",
        "@scure/base",
        "@scure/sr25519",
      ]
    `)
    expect(lazy.map((c) => c.facadeModuleId?.split('/').pop()).filter(Boolean).sort()).toMatchInlineSnapshot(`
      [
        "networkPrefixes.ts",
        "siwx.ts",
        "ss58.ts",
        "verifyPolkadotMessage.ts",
        "walletActions.ts",
      ]
    `)
  }, 30_000)
})
