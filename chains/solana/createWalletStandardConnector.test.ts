// @vitest-environment happy-dom
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { solana, solanaDevnet } from '../../networks/index.js'
import { defineNetwork } from '../../networks/defineNetwork.js'
import type { ConnectorEvent } from '../../kernel/types/connector.js'
import { createWalletStandardConnector, type SolanaWalletProvider } from './createWalletStandardConnector.js'
import { discoverSolanaWallets } from './discoverWallets.js'

const ALICE = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BOB = 'J3oFgFmhN71XPixxpfadEMWtWSkKHPrGNLbjtcp5VMAU'
const local = defineNetwork({
  id: 'PorticoLocal1111111111111111111',
  name: 'Local',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

function account(address: string, chains: `${string}:${string}`[]): WalletAccount {
  return { address, publicKey: new Uint8Array(32), chains, features: [] }
}

/** A Wallet Standard wallet as an extension registers it, with its `change` listeners exposed. */
function fakeWallet(accounts: WalletAccount[], name = 'Fake Wallet') {
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet', 'solana:devnet', local.caipNetworkId],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: vi.fn(async (input?: { silent?: boolean }) => ({ accounts: input?.silent ? [] : accounts })) },
      'standard:disconnect': { version: '1.0.0', disconnect: vi.fn(async () => {}) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction: vi.fn() },
    },
  }
  return { wallet, change: (properties: { accounts?: readonly WalletAccount[] }) => listeners.forEach((l) => l(properties)) }
}

describe('createWalletStandardConnector', () => {
  it('connects with standard:connect and reports the kit network the account lists, by CAIP id or cluster name', async () => {
    const { wallet } = fakeWallet([account(ALICE, ['solana:devnet', local.caipNetworkId])])
    const connector = createWalletStandardConnector(wallet, () => [solana, solanaDevnet, local])
    expect(connector).toMatchObject({ id: 'Fake Wallet', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'solana', installed: true })
    expect(await connector.connect({ network: local })).toEqual({ address: ALICE, chainId: local.id })
    expect(await connector.connect({ network: solanaDevnet })).toEqual({ address: ALICE, chainId: solanaDevnet.id })
    // Mainnet is not on the account: the first configured network it lists.
    expect(await connector.connect({ network: solana })).toEqual({ address: ALICE, chainId: solanaDevnet.id })
    const provider = (await connector.getProvider?.()) as SolanaWalletProvider
    expect(provider.wallet).toBe(wallet)
    expect(provider.account?.address).toBe(ALICE)
  })

  it('restores silently (no session: null), refuses an answer without a Solana account, and disconnects', async () => {
    const { wallet } = fakeWallet([account('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', ['eip155:1'])])
    const connector = createWalletStandardConnector(wallet, () => [solana])
    expect(await connector.reconnect?.({ network: solana })).toBeNull()
    await expect(connector.connect({ network: solana })).rejects.toThrow('Account not found for connector')
    await connector.disconnect()
    expect(wallet.features['standard:disconnect']).toMatchObject({ disconnect: expect.any(Function) })
    expect((wallet.features['standard:disconnect'] as { disconnect: ReturnType<typeof vi.fn> }).disconnect).toHaveBeenCalledOnce()
  })

  it('turns standard:events changes into account changes and a disconnect when no account is left', async () => {
    const { wallet, change } = fakeWallet([account(ALICE, [local.caipNetworkId])])
    const connector = createWalletStandardConnector(wallet, () => [local])
    await connector.connect({ network: local })
    const events: ConnectorEvent[] = []
    const off = connector.subscribe?.((event) => events.push(event))
    change({ accounts: [account(BOB, [local.caipNetworkId])] })
    change({})
    change({ accounts: [] })
    off?.()
    change({ accounts: [account(ALICE, [local.caipNetworkId])] })
    expect(events).toEqual([
      { type: 'accountsChanged', address: BOB },
      { type: 'accountsChanged', address: undefined },
    ])
  })
})

describe('discoverSolanaWallets', () => {
  it('registers Solana wallets there already and those that register later, and removes unregistered ones', async () => {
    const { getWallets } = await import('@wallet-standard/app')
    const first = fakeWallet([], 'First').wallet
    const unregisterFirst = getWallets().register(first)
    const evmOnly: Wallet = { ...fakeWallet([], 'EVM only').wallet, chains: ['eip155:1'] }
    getWallets().register(evmOnly)
    const names: string[] = []
    const removed: string[] = []
    const stop = discoverSolanaWallets({
      networks: [local],
      registerConnector: (connector) => {
        names.push(connector.name)
        return () => removed.push(connector.name)
      },
    })
    expect(names).toEqual(['First'])
    getWallets().register(fakeWallet([], 'Late').wallet)
    expect(names).toEqual(['First', 'Late'])
    unregisterFirst()
    expect(removed).toEqual(['First'])
    stop()
    expect(removed).toEqual(['First', 'Late'])
  })
})
