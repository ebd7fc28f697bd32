import { describe, expect, it } from 'vitest'
import * as entry from './index.js'
import { bundle } from './test/bundle.js'

describe('portico/chains/eip155', () => {
  it('exports these names', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "AccountNotFoundError",
        "BalancesUnavailableError",
        "ChainMismatchError",
        "INJECTED_CONNECTOR_ID",
        "InvalidSignatureError",
        "InvalidTransactionHashError",
        "MissingRpcUrlError",
        "WalletProviderNotFoundError",
        "addEthereumChain",
        "createInjectedConnector",
        "discoverWallets",
        "eip155",
        "isEvmAddress",
        "switchEthereumChain",
      ]
    `)
  })

  it('loads no viem and no zod before balances, identity or a wallet call are needed (STYLE.md, DESIGN.md Chains)', async () => {
    const { eagerPackages, allPackages, lazy, eager } = await bundle(
      `import { eip155 } from './chains/eip155/index.js'\nexport const adapters = [eip155()]`,
    )
    expect(eagerPackages).toEqual([])
    expect(allPackages).toEqual(['viem', 'viem/siwe', 'zod/mini'])
    expect(lazy.map((c) => c.facadeModuleId?.split('/').pop()).filter(Boolean).sort()).toEqual(['coinbasePay.ts', 'embeddedWallet.ts', 'formatEip155Message.ts', 'getBalances.ts', 'getIdentity.ts', 'siwx.ts', 'swaps.ts', 'verifyEip155Message.ts', 'walletActions.ts', 'walletConnect.ts'])
    expect(eager).toContain('eip6963:requestProvider')
  }, 30_000)

  it('costs a host importing { mainnet, arbitrum } those two networks and nothing else', async () => {
    const { eager, lazy } = await bundle(
      `import { mainnet, arbitrum } from './networks/index.js'\nexport const networks = [mainnet, arbitrum]`,
    )
    expect(lazy).toEqual([])
    expect(eager).toContain('eip155:1')
    expect(eager).toContain('Arbitrum One')
    for (const other of ['Sepolia', 'OP Mainnet', 'Base', 'Polygon', 'BNB', 'Avalanche', 'Gnosis', 'ZKsync', 'Anvil', 'Solana'])
      expect(eager).not.toContain(other)
    expect(eager).not.toContain('defineNetwork')
  }, 30_000)
})
