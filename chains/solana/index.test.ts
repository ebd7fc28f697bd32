import { describe, expect, it } from 'vitest'
import * as entry from './index.js'
import { bundle } from '../eip155/test/bundle.js'

describe('portico/chains/solana', () => {
  it('exports these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "createWalletStandardConnector",
        "discoverSolanaWallets",
        "isSolanaAddress",
        "solana",
      ]
    `)
  })

  it('loads no @solana/kit and no zod before balances or a wallet call are needed (DESIGN.md Chains)', async () => {
    const { eagerPackages, allPackages, lazy } = await bundle(
      `import { solana } from './chains/solana/index.js'\nexport const adapters = [solana()]`,
    )
    expect(eagerPackages).toEqual(['@wallet-standard/app'])
    expect(allPackages).toEqual(['@noble/curves/ed25519', '@scure/base', '@solana-program/system', '@solana-program/token', '@solana/kit', '@wallet-standard/app', 'zod/mini'])
    expect(lazy.map((c) => c.facadeModuleId?.split('/').pop()).filter(Boolean).sort()).toEqual(['embeddedWallet.ts', 'getBalances.ts', 'siwx.ts', 'verifySolanaMessage.ts', 'walletActions.ts'])
  }, 30_000)

  it('portico/chains/solana/react loads @solana/kit only when a connection is asked for (its own chunk)', async () => {
    const { eagerPackages, allPackages, lazy } = await bundle(
      `export { useAppKitConnection, getSolanaConnection } from './chains/solana/react/index.js'`,
    )
    expect(eagerPackages).toEqual(['react'])
    expect(allPackages).toEqual(['@solana/kit', 'react'])
    expect(lazy.map((c) => c.facadeModuleId?.split('/').pop())).toEqual(['createConnection.ts'])
  }, 30_000)
})
